import type { SessionHooks } from '../../src/contas/sessions';
import { callOperation } from './operations';
import type { TestServer } from './server';

/**
 * POST /account/refresh with a refresh token in the body. Takes the optional `refreshToken` of a login or
 * refresh answer as typed (body mode always carries it) and fails the test when it is missing.
 */
export const refresh = (server: TestServer, refreshToken: string | undefined) => {
  if (refreshToken === undefined) throw new Error('resposta sem refresh token no corpo');
  return callOperation(server, 'refreshToken', { body: { refreshToken } });
};

/** GET /account/current with an access token: 200 while its session lives, 401 once it ended. */
export const currentStatus = async (server: TestServer, accessToken: string) =>
  (await callOperation(server, 'getCurrentUser', { token: accessToken })).status;

/** The claims of a JWT, unverified. */
export function claimsOf(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A point a request stops at until the test opens it. */
export interface Gate {
  /** Resolves when a request has reached the gate. */
  reached: Promise<void>;
  /** Lets the waiting request go on. */
  open(): void;
}

/**
 * Session hooks that stop a refresh where a test asks: `pauseAt(point)` arms a gate for the next refresh
 * reaching that point (once); refreshes pass freely otherwise.
 */
export function refreshGates() {
  const armed: Partial<Record<keyof SessionHooks, () => Promise<void>>> = {};
  const pass = (point: keyof SessionHooks) => async () => {
    const wait = armed[point];
    delete armed[point];
    await wait?.();
  };
  const hooks: Required<SessionHooks> = {
    refreshTokenFound: pass('refreshTokenFound'),
    refreshSessionLocked: pass('refreshSessionLocked'),
  };
  return {
    hooks,
    pauseAt(point: keyof SessionHooks): Gate {
      let arrive = () => {};
      let open = () => {};
      const reached = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      armed[point] = async () => {
        arrive();
        await opened;
      };
      return { reached, open };
    },
  };
}

/** Asks a password reset for the CRO and returns the token of the e-mailed link (dev outbox). */
export async function resetTokenFor(server: TestServer, cro: string, email: string): Promise<string> {
  const asked = await callOperation(server, 'forgotPassword', { body: { document: cro } });
  if (asked.status !== 200) throw new Error(`forgot-password de ${cro} falhou: ${asked.status}`);
  const { link } = await server.db
    .selectFrom('emailOutbox')
    .select('link')
    .where('para', '=', email)
    .where('link', 'like', '%/reset-password?%')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return new URL(link ?? '').searchParams.get('token') ?? '';
}

/** Resets the password with the token of a reset link. */
export const resetPassword = (server: TestServer, token: string, password = 'Redefinida@2026') =>
  callOperation(server, 'resetPassword', {
    query: { token },
    body: { newPassword: password, confirmPassword: password },
  });

/** Gives a demo dentist without a password (first access pending) the demo password of 12345. */
export async function giveDemoPassword(server: TestServer, cro: string) {
  const { senhaHash } = await server.db
    .selectFrom('dentista')
    .select('senhaHash')
    .where('cro', '=', '12345')
    .executeTakeFirstOrThrow();
  await server.db.updateTable('dentista').set({ senhaHash }).where('cro', '=', cro).execute();
}

/** The id of the dentist with this CRO. */
export const dentistaIdOf = async (server: TestServer, cro: string) =>
  (await server.db.selectFrom('dentista').select('id').where('cro', '=', cro).executeTakeFirstOrThrow()).id;
