import { dentistHttp } from '@odonto/contract/msw';
import { delay } from 'msw';
import { errorEnvelope } from './handlers';

/** What the server answers to a valid Ouvidoria message (docs/product-rules.md#d13). */
export const OUVIDORIA_PROTOCOLO = {
  protocolo: '12345620261121000042',
  prazoResposta: '2026-12-01',
  recebidoEm: '2026-11-21T14:30:00.000Z',
};

export const ouvidoriaOk = dentistHttp.post('/v2/ouvidoria', async ({ response }) => {
  await delay(200);
  return response(201).json({
    success: true,
    data: OUVIDORIA_PROTOCOLO,
    message: 'Mensagem enviada. Seu protocolo é 12345620261121000042; responderemos até 01/12/2026.',
  });
});

export const ouvidoriaServerError = dentistHttp.post('/v2/ouvidoria', ({ response }) =>
  response(500).json(errorEnvelope('Erro interno.')),
);

/** The server's own check refusing a field the client accepted. */
export const ouvidoriaRejectsEmail = dentistHttp.post('/v2/ouvidoria', ({ response }) =>
  response(400).json({
    success: false,
    data: null,
    message: 'Verifique os campos obrigatórios.',
    errors: ['Informe um e-mail válido.'],
    'invalid-params': [{ name: 'email', reason: 'Informe um e-mail válido.' }],
  }),
);
