import { authApi } from '../plataforma/http/contract-operations';
import type { RateLimits } from '../plataforma/http/operations';
import { signedInId } from '../plataforma/identidade';
import { withRetryAfter } from '../trilha-de-acesso/retry-later';
import type { Accounts } from './accounts';
import { rememberDevice, signInClientOf, signInRateKey } from './known-device';
import { MSG_CONTAS } from './messages';
import { currentUser, type Profile } from './profile';

const message = (text: string) => ({ success: true, data: null, message: text });

export interface AccountsServices {
  accounts: Accounts;
  profile: Profile;
  /** Production: the known-device cookie is Secure whatever the request's scheme. */
  production: boolean;
}

// A sign-in body is a CRO, a password and an origin: the per-minute limit reads it (rateLimitKey), so a
// flood is refused after parsing a few bytes, not the server's megabyte.
const LOGIN_BODY_LIMIT = 4 * 1024;

/** Handlers of openapi/auth.yaml, by operationId. */
export function accountsHandlers({ accounts, profile, production }: AccountsServices, limits: RateLimits) {
  return authApi({
    connectivityTest: { handler: async () => message(MSG_CONTAS.apiDisponivel) },
    login: {
      perMinute: limits.login,
      rateLimitKey: signInRateKey,
      bodyLimit: LOGIN_BODY_LIMIT,
      handler: async (request, reply) => {
        const { document, password, origin, uf } = request.body;
        const client = signInClientOf(request, document);
        const data = await withRetryAfter(reply, () =>
          accounts.login(document, password, request.ip, origin, client, uf),
        );
        rememberDevice(request, reply, data.cro, client, production);
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
      handler: async (request) => ({
        success: true,
        data: await accounts.refresh(request.body.refreshToken, request.ip),
      }),
    },
    logout: {
      handler: async (request) => {
        await accounts.logout(request.user?.sid, signedInId(request), request.ip);
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
