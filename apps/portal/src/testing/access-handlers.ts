import type { AuthSchema } from '@odonto/contract';
import { authHttp, errorEnvelope, errorResponse, MOCK_BASE_URL } from '@odonto/contract/msw';
import { delay, HttpResponse, http } from 'msw';

/** Story handlers of the four access screens: what the server answers (apps/server, accounts). */

/** The token of the e-mailed link the story handlers accept; any other is refused like a used one. */
export const LINK_TOKEN = 'token-do-email';

export const LINK_REFUSED = 'Link inválido ou expirado. Solicite um novo e-mail.';

const messageEnvelope = (message: string): AuthSchema<'MessageEnvelope'> => ({
  success: true,
  data: null,
  message,
});

// Long enough for the stories to see the busy button.
const SERVER_DELAY_MS = 400;

const FIRST_ACCESS = '/account/register-first-access';
const FORGOT_PASSWORD = '/account/forgot-password';
const REGISTER_FROM_EMAIL = '/account/register-from-email';
const RESET_PASSWORD = '/account/reset-password';

type AccountPath =
  | typeof FIRST_ACCESS
  | typeof FORGOT_PASSWORD
  | typeof REGISTER_FROM_EMAIL
  | typeof RESET_PASSWORD;

/** The call answers `message` in the error envelope with `status`. */
const refusing = (path: AccountPath, status: number, message: string) =>
  authHttp.post(path, () => errorResponse(status, message));

/** The call fails with `status` and an empty body (the catalogue's wording by status applies). */
const failingWithoutDetails = (path: AccountPath, status: number) =>
  // Plain msw: a body without the error envelope, off the contract on purpose.
  http.post(`${MOCK_BASE_URL}${path}`, () => HttpResponse.json({}, { status }));

/** The call never gets an answer (network down). */
const unreachable = (path: AccountPath) =>
  // Plain msw: a network error has no body to type.
  http.post(`${MOCK_BASE_URL}${path}`, () => HttpResponse.error());

/** The call stays pending: the screen stays busy. */
const pending = (path: AccountPath) =>
  authHttp.post(path, async ({ response }) => {
    await delay('infinite');
    return response(200).json(messageEnvelope(''));
  });

// First access (POST /account/register-first-access)
export const firstAccessOk = authHttp.post(FIRST_ACCESS, async ({ response }) => {
  await delay(SERVER_DELAY_MS);
  return response(200).json(
    messageEnvelope(
      'Solicitação de primeiro acesso enviada com sucesso! Verifique seu email c**********s@e*****e.com',
    ),
  );
});
/** An older server answers the default text without the address. */
export const firstAccessOkWithoutMessage = authHttp.post(FIRST_ACCESS, ({ response }) =>
  response(200).json(messageEnvelope('')),
);
export const firstAccessAlreadyDone = refusing(
  FIRST_ACCESS,
  409,
  'Seu primeiro acesso já foi realizado. Utilize “Esqueci minha senha” ou faça login.',
);
/** Not a 409, but the server's text says the registration exists. */
export const firstAccessAlreadyRegistered = refusing(FIRST_ACCESS, 400, 'Já existe cadastro para este CRO.');
export const firstAccessUnknownCro = refusing(
  FIRST_ACCESS,
  404,
  'CRO não encontrado entre os dentistas credenciados.',
);
export const firstAccessUnmaskedEmail = refusing(
  FIRST_ACCESS,
  502,
  'Não foi possível enviar o e-mail para carla.mendes@example.com.',
);
export const firstAccessServerError = failingWithoutDetails(FIRST_ACCESS, 500);
export const firstAccessUnreachable = unreachable(FIRST_ACCESS);
export const firstAccessPending = pending(FIRST_ACCESS);

// Forgot password (POST /account/forgot-password)
export const forgotPasswordOk = authHttp.post(FORGOT_PASSWORD, async ({ response }) => {
  await delay(SERVER_DELAY_MS);
  return response(200).json(
    messageEnvelope('Enviamos um link de redefinição de senha para b********a@e*****e.com'),
  );
});
const INFORME_UF = 'Este número de CRO existe em mais de uma UF. Informe a UF do seu CRO.';
/** CRO 12345 exists in SP and RJ: the server asks the UF, then mails the one named. */
export const forgotPasswordCroInTwoStates = authHttp.post(FORGOT_PASSWORD, async ({ request, response }) => {
  const body = await request.json();
  if (body.uf === undefined) {
    return response(400).json({
      ...errorEnvelope(INFORME_UF),
      'invalid-params': [{ name: 'uf', reason: INFORME_UF }],
    });
  }
  return response(200).json(
    messageEnvelope(`Enviamos um link de redefinição de senha (CRO-${body.uf}) para r*******s@e*****e.com`),
  );
});
export const forgotPasswordUnknownCro = refusing(
  FORGOT_PASSWORD,
  404,
  'CRO não encontrado entre os dentistas credenciados.',
);
export const forgotPasswordUnmaskedEmail = refusing(
  FORGOT_PASSWORD,
  502,
  'Não foi possível enviar o e-mail para bruno.lima@example.com.',
);
export const forgotPasswordServerError = failingWithoutDetails(FORGOT_PASSWORD, 500);
export const forgotPasswordUnreachable = unreachable(FORGOT_PASSWORD);
export const forgotPasswordPending = pending(FORGOT_PASSWORD);

/**
 * A set-password call that answers like the server: the link's token must be LINK_TOKEN and the body must
 * carry the password under `passwordField` (docs/product-rules.md#d2: the reset screen sends `newPassword`).
 */
const acceptingLinkPassword = (
  path: typeof REGISTER_FROM_EMAIL | typeof RESET_PASSWORD,
  passwordField: 'password' | 'newPassword',
  successMessage: string,
) =>
  authHttp.post(path, async ({ request, response }) => {
    await delay(SERVER_DELAY_MS);
    const token = new URL(request.url).searchParams.get('token');
    const body = (await request.json()) as Record<string, unknown>;
    const password = body[passwordField];
    if (token !== LINK_TOKEN || typeof password !== 'string' || password !== body.confirmPassword) {
      // The link is at fault: the screen offers a new e-mail because the refusal names the token.
      return response(400).json({
        ...errorEnvelope(LINK_REFUSED),
        'invalid-params': [{ name: 'token', reason: LINK_REFUSED }],
      });
    }
    return response(200).json(messageEnvelope(successMessage));
  });

// Set the first password (POST /account/register-from-email?token=…)
export const registerFromEmailOk = acceptingLinkPassword(
  REGISTER_FROM_EMAIL,
  'password',
  'Senha definida com sucesso!',
);
export const registerFromEmailRefused = refusing(REGISTER_FROM_EMAIL, 400, LINK_REFUSED);
export const registerFromEmailServerError = failingWithoutDetails(REGISTER_FROM_EMAIL, 500);
export const registerFromEmailUnreachable = unreachable(REGISTER_FROM_EMAIL);
export const registerFromEmailPending = pending(REGISTER_FROM_EMAIL);

// Reset the password (POST /account/reset-password?token=…)
export const resetPasswordOk = acceptingLinkPassword(
  RESET_PASSWORD,
  'newPassword',
  'Senha redefinida com sucesso!',
);
export const resetPasswordRefused = refusing(RESET_PASSWORD, 400, LINK_REFUSED);
export const resetPasswordServerError = failingWithoutDetails(RESET_PASSWORD, 500);
export const resetPasswordUnreachable = unreachable(RESET_PASSWORD);
export const resetPasswordPending = pending(RESET_PASSWORD);
