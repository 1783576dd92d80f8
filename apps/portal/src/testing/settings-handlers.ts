import { delay, HttpResponse, http } from 'msw';
import { CURRENT_USER } from './fixtures';
import { errorEnvelope } from './handlers';

/** Story handlers of Settings (docs/product-rules.md#d12): what the server answers for the demo dentist. */
export const changePasswordOk = http.post('/api/account/change-password', async () => {
  await delay(200);
  return HttpResponse.json({ success: true, data: null, message: 'Sua senha foi alterada com sucesso.' });
});

export const changePasswordWrongCurrent = http.post('/api/account/change-password', () =>
  HttpResponse.json(
    {
      ...errorEnvelope('Senha atual incorreta.'),
      'invalid-params': [{ name: 'currentPassword', reason: 'Senha atual incorreta.' }],
    },
    { status: 400 },
  ),
);

export const notificationPreferencesOk = http.put(
  '/api/account/notification-preferences',
  async ({ request }) => {
    const body = (await request.json()) as typeof CURRENT_USER.notificacoes;
    return HttpResponse.json({ success: true, data: body, message: 'Preferências de notificação salvas.' });
  },
);

export const notificationPreferencesFail = http.put('/api/account/notification-preferences', () =>
  HttpResponse.json(errorEnvelope('Erro interno.'), { status: 500 }),
);

export const consentOk = http.put('/api/account/consent', async ({ request }) => {
  const body = (await request.json()) as { consentimento: boolean };
  return HttpResponse.json({
    success: true,
    data: { consentimento: body.consentimento, atualizadoEm: '2026-11-21T14:30:00.000Z' },
    message: 'Consentimento registrado.',
  });
});

/** The export as the server builds it, with its attachment header. */
export const MY_DATA_EXPORT = {
  geradoEm: '2026-11-21T14:30:00.000Z',
  usuario: CURRENT_USER,
  planosTratamento: [],
  glosas: [],
  financeiro: [],
  mensagensOuvidoria: [],
  fechamentos: [],
  emailsRecebidos: [],
  acessos: [],
  acessosBeneficiarios: [],
};

export const myDataOk = http.get('/api/account/meus-dados', () =>
  HttpResponse.json(MY_DATA_EXPORT, {
    headers: { 'Content-Disposition': 'attachment; filename="meus-dados.json"' },
  }),
);

export const settingsHandlers = [changePasswordOk, notificationPreferencesOk, consentOk, myDataOk];
