import type { MyDataExport } from '@odonto/contract';
import { authHttp } from '@odonto/contract/msw';
import { delay } from 'msw';
import { CURRENT_USER } from './fixtures';
import { errorEnvelope } from './handlers';

/** Story handlers of Settings (docs/product-rules.md#d12): what the server answers for the demo dentist. */
export const changePasswordOk = authHttp.post('/account/change-password', async ({ response }) => {
  await delay(200);
  return response(200).json({ success: true, data: null, message: 'Sua senha foi alterada com sucesso.' });
});

export const changePasswordWrongCurrent = authHttp.post('/account/change-password', ({ response }) =>
  response(400).json({
    ...errorEnvelope('Senha atual incorreta.'),
    'invalid-params': [{ name: 'currentPassword', reason: 'Senha atual incorreta.' }],
  }),
);

export const notificationPreferencesOk = authHttp.put(
  '/account/notification-preferences',
  async ({ request, response }) => {
    const body = (await request.json()) as typeof CURRENT_USER.notificacoes;
    return response(200).json({ success: true, data: body, message: 'Preferências de notificação salvas.' });
  },
);

export const notificationPreferencesFail = authHttp.put('/account/notification-preferences', ({ response }) =>
  response(500).json(errorEnvelope('Erro interno.')),
);

export const consentOk = authHttp.put('/account/consent', async ({ request, response }) => {
  const body = (await request.json()) as { consentimento: boolean };
  return response(200).json({
    success: true,
    data: { consentimento: body.consentimento, atualizadoEm: '2026-11-21T14:30:00.000Z' },
    message: 'Consentimento registrado.',
  });
});

/** The export as the server builds it, with its attachment header. */
export const MY_DATA_EXPORT: MyDataExport = {
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
  notificacoes: [],
};

export const myDataOk = authHttp.get('/account/meus-dados', ({ response }) =>
  response(200).json(MY_DATA_EXPORT, {
    headers: { 'Content-Disposition': 'attachment; filename="meus-dados.json"' },
  }),
);

export const settingsHandlers = [changePasswordOk, notificationPreferencesOk, consentOk, myDataOk];
