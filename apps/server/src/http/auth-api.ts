import type { Accounts } from '../accounts/accounts';
import { currentUser, type Profile } from '../accounts/profile';
import { MSG } from '../messages';
import { type Operations, op, type RateLimits, signedInId } from './operations';

interface DocumentBody {
  Body: { document: string };
}
interface LoginRoute {
  Body: { document: string; password: string };
}
interface RegisterRoute {
  Body: { password: string; confirmPassword: string };
  Querystring: { token: string };
}
interface ResetRoute {
  Body: { password?: string; newPassword?: string; confirmPassword: string };
  Querystring: { token: string };
}
interface RefreshRoute {
  Body: { refreshToken: string };
}
interface ChangePasswordRoute {
  Body: { currentPassword: string; newPassword: string; confirmPassword: string };
}
interface NotificationsRoute {
  Body: { sms: boolean; email: boolean; push: boolean };
}
interface ConsentRoute {
  Body: { consentimento: boolean };
}

const message = (text: string) => ({ success: true, data: null, message: text });

/** Handlers of openapi/auth.yaml, by operationId. */
export function authOperations(accounts: Accounts, profile: Profile, limits: RateLimits): Operations {
  return {
    connectivityTest: op(async () => message(MSG.apiDisponivel)),
    login: op<LoginRoute>(
      async (request) => ({
        success: true,
        data: await accounts.login(request.body.document, request.body.password, request.ip),
      }),
      { perMinute: limits.login },
    ),
    registerFirstAccess: op<DocumentBody>(
      async (request) => message(await accounts.requestFirstAccess(request.body.document)),
      { perMinute: limits.firstAccess },
    ),
    registerFromEmail: op<RegisterRoute>(
      async (request) => {
        await accounts.registerFromEmail(
          request.query.token,
          request.body.password,
          request.body.confirmPassword,
        );
        return message(MSG.senhaDefinida);
      },
      { perMinute: limits.resetPassword },
    ),
    forgotPassword: op<DocumentBody>(
      async (request) => message(await accounts.requestPasswordReset(request.body.document)),
      { perMinute: limits.forgotPassword },
    ),
    resetPassword: op<ResetRoute>(
      async (request) => {
        const password = request.body.newPassword ?? request.body.password ?? '';
        await accounts.resetPassword(request.query.token, password, request.body.confirmPassword);
        return message(MSG.senhaRedefinida);
      },
      { perMinute: limits.resetPassword },
    ),
    refreshToken: op<RefreshRoute>(async (request) => ({
      success: true,
      data: await accounts.refresh(request.body.refreshToken, request.ip),
    })),
    getCurrentUser: op(async (request) => ({
      success: true,
      data: currentUser(await profile.get(signedInId(request))),
    })),
    changePassword: op<ChangePasswordRoute>(
      async (request) => {
        const { currentPassword, newPassword, confirmPassword } = request.body;
        await accounts.changePassword(
          signedInId(request),
          request.user?.sid,
          currentPassword,
          newPassword,
          confirmPassword,
        );
        return message(MSG.senhaAlterada);
      },
      { perMinute: limits.changePassword },
    ),
    updateNotificationPreferences: op<NotificationsRoute>(async (request) => ({
      success: true,
      data: await profile.updateNotifications(signedInId(request), request.body),
      message: MSG.notificacoesSalvas,
    })),
    updateConsent: op<ConsentRoute>(async (request) => ({
      success: true,
      data: await profile.updateConsent(signedInId(request), request.body.consentimento),
      message: MSG.consentimentoRegistrado,
    })),
    exportMyData: op(async (request, reply) => {
      const data = await profile.exportData(signedInId(request));
      return reply.header('content-disposition', 'attachment; filename="meus-dados.json"').send(data);
    }),
  };
}
