import { ApiError } from '../plataforma/errors';
import { authApi } from '../plataforma/http/contract-operations';
import type { RateLimits } from '../plataforma/http/operations';
import { signedInId } from '../plataforma/identidade';
import { MSG } from '../plataforma/messages';
import { withRetryAfter } from '../trilha-de-acesso/retry-later';
import type { Accounts } from './accounts';
import { rememberDevice, signInClientOf, signInRateKey } from './known-device';
import { MSG_CONTAS } from './messages';
import { currentUser, type Profile } from './profile';
import type { RefreshCookie } from './refresh-cookie';

const message = (text: string) => ({ success: true, data: null, message: text });

export interface AccountsServices {
  accounts: Accounts;
  profile: Profile;
  /** Production: the known-device cookie is Secure whatever the request's scheme. */
  production: boolean;
  /** Where the browser apps' refresh token travels (openapi/auth.yaml, refreshCookie). */
  refreshCookie: RefreshCookie;
  /** The operator's public data from the configuration (OPERADORA_NOME, OPERADORA_REGISTRO_ANS). */
  operadora: { nome: string; registroANS: string };
}

// A sign-in body is a CRO, a password and an origin: the per-minute limit reads it (rateLimitKey), so a
// flood is refused after parsing a few bytes, not the server's megabyte.
const LOGIN_BODY_LIMIT = 4 * 1024;

/** Handlers of openapi/auth.yaml, by operationId. */
export function accountsHandlers(
  { accounts, profile, production, refreshCookie, operadora }: AccountsServices,
  limits: RateLimits,
) {
  return authApi({
    connectivityTest: { handler: async () => message(MSG_CONTAS.apiDisponivel) },
    // The footer's 'ANS nº': the registration the printed guide and the TISS messages carry, not a copy of it.
    getOperadora: {
      handler: async () => ({
        success: true as const,
        data: operadora,
        message: MSG_CONTAS.dadosDaOperadora,
      }),
    },
    login: {
      perMinute: limits.login,
      rateLimitKey: signInRateKey,
      bodyLimit: LOGIN_BODY_LIMIT,
      handler: async (request, reply) => {
        const { document, password, origin, uf, refreshTokenIn } = request.body;
        const client = signInClientOf(request, document);
        const signedIn = await withRetryAfter(reply, () =>
          accounts.login(document, password, request.ip, origin, client, uf),
        );
        rememberDevice(request, reply, signedIn.cro, client, production);
        if (refreshTokenIn !== 'cookie') return { success: true, data: signedIn };
        // Cookie mode: the token goes where no script of the page can read it, and not into the body.
        const { refreshToken, ...data } = signedIn;
        refreshCookie.set(request, reply, origin, refreshToken);
        return { success: true, data };
      },
    },
    registerFirstAccess: {
      perMinute: limits.firstAccess,
      handler: async (request) =>
        message(await accounts.requestFirstAccess(request.body.document, request.body.uf)),
    },
    registerFromEmail: {
      perMinute: limits.resetPassword,
      handler: async (request) => {
        await accounts.registerFromEmail(
          request.query.token,
          request.body.password,
          request.body.confirmPassword,
          request.ip,
        );
        return message(MSG_CONTAS.senhaDefinida);
      },
    },
    forgotPassword: {
      perMinute: limits.forgotPassword,
      handler: async (request) =>
        message(await accounts.requestPasswordReset(request.body.document, request.body.uf)),
    },
    resetPassword: {
      perMinute: limits.resetPassword,
      handler: async (request) => {
        const { body } = request;
        const [password, field] =
          'newPassword' in body
            ? [body.newPassword, 'newPassword' as const]
            : [body.password, 'password' as const];
        await accounts.resetPassword(request.query.token, password, body.confirmPassword, request.ip, field);
        return message(MSG_CONTAS.senhaRedefinida);
      },
    },
    refreshToken: {
      handler: async (request, reply) => {
        // A token in the body wins and is answered in the body (the clients that already exist); the cookie
        // is then left as it is, so a client in body mode never rotates a cookie it does not use.
        const inBody = request.body.refreshToken;
        if (inBody !== undefined) return { success: true, data: await accounts.refresh(inBody, request.ip) };
        const papel = request.body.origin ?? 'Dentista';
        const inCookie = refreshCookie.read(request, papel);
        if (inCookie === undefined) throw new ApiError(401, MSG.sessaoExpirada);
        try {
          const { refreshToken, ...data } = await accounts.refresh(inCookie, request.ip);
          refreshCookie.set(request, reply, papel, refreshToken);
          return { success: true, data };
        } catch (error) {
          // A refused cookie will never renew again: the browser stops sending it.
          if (error instanceof ApiError && error.statusCode === 401)
            refreshCookie.clear(request, reply, papel);
          throw error;
        }
      },
    },
    logout: {
      handler: async (request, reply) => {
        await accounts.logout(request.user?.sid, signedInId(request), request.ip);
        // The cookie of the app this session signed in through (its role); the other app's stays.
        if (request.user) refreshCookie.clear(request, reply, request.user.role);
        return message(MSG_CONTAS.sessaoEncerrada);
      },
    },
    getCurrentUser: {
      handler: async (request) => ({
        success: true,
        data: currentUser(await profile.get(signedInId(request))),
      }),
    },
    changePassword: {
      perMinute: limits.changePassword,
      handler: async (request) => {
        const { currentPassword, newPassword, confirmPassword } = request.body;
        await accounts.changePassword(
          signedInId(request),
          request.user?.sid,
          currentPassword,
          newPassword,
          confirmPassword,
          request.ip,
        );
        return message(MSG_CONTAS.senhaAlterada);
      },
    },
    updateNotificationPreferences: {
      handler: async (request) => ({
        success: true,
        data: await profile.updateNotifications(signedInId(request), request.body),
        message: MSG_CONTAS.notificacoesSalvas,
      }),
    },
    updateConsent: {
      handler: async (request) => ({
        success: true,
        data: await profile.updateConsent(signedInId(request), request.body.consentimento),
        message: MSG_CONTAS.consentimentoRegistrado,
      }),
    },
    exportMyData: {
      handler: async (request, reply) => {
        const data = await profile.exportData(signedInId(request), request.ip);
        reply.header('content-disposition', 'attachment; filename="meus-dados.json"');
        return data;
      },
    },
  });
}
