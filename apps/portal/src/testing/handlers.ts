import { delay, HttpResponse, http } from 'msw';
import { CURRENT_USER, DASHBOARD, LOGIN_RESPONSE } from './fixtures';

export { errorEnvelope } from '@odonto/web-shell/testing';

export const loginOk = http.post('/api/account/login', async () => {
  // Long enough for the story to see 'Acessando...'.
  await delay(400);
  return HttpResponse.json({ success: true, data: LOGIN_RESPONSE });
});

export const currentUserOk = http.get('/api/account/current', () =>
  HttpResponse.json({ success: true, data: CURRENT_USER }),
);

export const dashboardOk = http.get('/api/v2/dashboard', () =>
  HttpResponse.json({ success: true, data: DASHBOARD }),
);

/** 'Sair': the server ends the session. */
export const logoutOk = http.post('/api/account/logout', () =>
  HttpResponse.json({ success: true, data: null, message: 'Sessão encerrada.' }),
);

/** A signed-in dentist whose session and dashboard load, and who can sign out. */
export const signedInHandlers = [currentUserOk, dashboardOk, logoutOk];
