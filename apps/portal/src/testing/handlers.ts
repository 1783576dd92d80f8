import { authHttp, dentistHttp } from '@odonto/contract/msw';
import { delay } from 'msw';
import { CURRENT_USER, DASHBOARD, LOGIN_RESPONSE } from './fixtures';

/** The error envelope of both APIs, typed from the contract. */
export { errorEnvelope } from '@odonto/contract/msw';

export const loginOk = authHttp.post('/account/login', async ({ response }) => {
  // Long enough for the story to see 'Acessando...'.
  await delay(400);
  return response(200).json({ success: true, data: LOGIN_RESPONSE });
});

export const currentUserOk = authHttp.get('/account/current', ({ response }) =>
  response(200).json({ success: true, data: CURRENT_USER }),
);

export const dashboardOk = dentistHttp.get('/v2/dashboard', ({ response }) =>
  response(200).json({ success: true, data: DASHBOARD }),
);

/** 'Sair': the server ends the session. */
export const logoutOk = authHttp.post('/account/logout', ({ response }) =>
  response(200).json({ success: true, data: null, message: 'Sessão encerrada.' }),
);

/** The operator's public data (GET /operadora): the footer's 'ANS nº'. */
export const operadoraOk = authHttp.get('/operadora', ({ response }) =>
  response(200).json({
    success: true,
    data: { nome: 'Odonto Cooperativa', registroANS: '123456' },
    message: 'Dados da operadora.',
  }),
);

/** A signed-in dentist whose session, dashboard and footer load, and who can sign out. */
export const signedInHandlers = [currentUserOk, dashboardOk, operadoraOk, logoutOk];
