import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_SESSION } from '../src/notificacoes/session-streams';
import { backends } from './support/database';
import { call, DEMO_PASSWORD, errorBody, login, startTestServer, type TestServer } from './support/server';
import { giveDemoPassword, refresh } from './support/sessions';
import { readEvents } from './support/sse';

const EVENTOS = '/api/v2/notificacoes/eventos';
const FLUXOS_DEMAIS =
  'O portal já está aberto em muitas abas desta sessão. Feche uma delas para receber as notificações ao vivo.';
// The sibling's revocation poll; the first server's is a minute, so anything it ends early is not its poll.
const SIBLING_POLL_MS = 200;

/** Opens a stream and waits for its first event, so the stream is registered before the test goes on. */
async function openStream(server: TestServer, accessToken: string) {
  const events = readEvents(`${server.baseUrl}${EVENTOS}`, accessToken);
  expect((await events.next()).event).toBe('naoLidas');
  return events;
}

/** How long the stream took to end, or 'aberto' if it still runs after `withinMs`. */
async function endsWithin(events: { ended: Promise<void> }, startedAt: number, withinMs: number) {
  const outcome = await Promise.race([
    events.ended.then(() => Date.now() - startedAt),
    sleep(withinMs).then(() => 'aberto' as const),
  ]);
  return outcome;
}

describe.each(backends)('notification streams end with their session on %s', (backend) => {
  let server: TestServer;
  let sibling: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      backend,
      env: { SESSION_REVOCATION_POLL_SECONDS: '60', SESSION_REFRESH_GRACE_SECONDS: '0' },
    });
    sibling = await server.sibling({ SESSION_REVOCATION_POLL_SECONDS: String(SIBLING_POLL_MS / 1000) });
    for (const cro of ['22222', '33333', '44444']) await giveDemoPassword(server, cro);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('should close at once a stream of a session logged out on the same server', async () => {
    const session = await login(server, '12345');
    const events = await openStream(server, session.accessToken);
    const startedAt = Date.now();
    expect((await call(server, 'POST', '/api/account/logout', { token: session.accessToken })).status).toBe(
      200,
    );
    // The server's own poll is a minute: closing within a second is the logout itself.
    expect(await endsWithin(events, startedAt, 1_000)).not.toBe('aberto');
  });

  it('should close a stream open on another server within its revocation poll after a logout', async () => {
    const session = await login(server, '12345');
    const events = await openStream(sibling, session.accessToken);
    const startedAt = Date.now();
    expect((await call(server, 'POST', '/api/account/logout', { token: session.accessToken })).status).toBe(
      200,
    );
    // One poll of 200 ms, and room for a loaded machine; without the close it would run for 15 minutes.
    const took = await endsWithin(events, startedAt, SIBLING_POLL_MS + 1_800);
    expect(took).not.toBe('aberto');
  });

  it('should close the streams of the other sessions on a password change, and keep the changing one', async () => {
    const other = await login(server, '22222');
    const asking = await login(server, '22222');
    const otherEvents = await openStream(server, other.accessToken);
    const otherOnSibling = await openStream(sibling, other.accessToken);
    const askingEvents = await openStream(server, asking.accessToken);
    try {
      const startedAt = Date.now();
      const changed = await call(server, 'POST', '/api/account/change-password', {
        token: asking.accessToken,
        body: {
          currentPassword: DEMO_PASSWORD,
          newPassword: 'Jabuticaba@2027',
          confirmPassword: 'Jabuticaba@2027',
        },
      });
      expect(changed.status).toBe(200);
      expect(await endsWithin(otherEvents, startedAt, 1_000)).not.toBe('aberto');
      expect(await endsWithin(otherOnSibling, startedAt, SIBLING_POLL_MS + 1_800)).not.toBe('aberto');
      expect(await endsWithin(askingEvents, startedAt, 300)).toBe('aberto');
    } finally {
      askingEvents.close();
    }
  });

  it('should close every stream of the dentist when a refresh token is reused', async () => {
    const session = await login(server, '33333');
    const events = await openStream(server, session.accessToken);
    expect((await refresh(server, session.refreshToken)).status).toBe(200);
    const startedAt = Date.now();
    // No grace on this server: the rotated token presented again is a theft.
    expect((await refresh(server, session.refreshToken)).status).toBe(401);
    expect(await endsWithin(events, startedAt, 1_000)).not.toBe('aberto');
  });

  it('should close a stream when its access token expires, which is never after the idle limit', async () => {
    const shortIdle = await server.sibling({ SESSION_IDLE_MINUTES: '0.05' });
    const session = await login(shortIdle, '44444');
    const startedAt = Date.now();
    const events = await openStream(shortIdle, session.accessToken);
    // 3 s of idle limit: the token, and its stream, end then instead of 15 minutes later.
    const took = await endsWithin(events, startedAt, 6_000);
    expect(took).not.toBe('aberto');
    expect(took).toBeGreaterThanOrEqual(1_000);
  });

  it(`should answer 429 to a stream beyond ${MAX_STREAMS_PER_SESSION} of one session, and take one again once one closes`, async () => {
    const session = await login(server, '12345');
    const open = [];
    for (let index = 0; index < MAX_STREAMS_PER_SESSION; index++) {
      open.push(await openStream(server, session.accessToken));
    }
    try {
      const refused = await call(server, 'GET', EVENTOS, { token: session.accessToken });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual(errorBody(FLUXOS_DEMAIS));
      // Another session of the same dentist has streams of its own.
      const otherSession = await login(server, '12345');
      open.push(await openStream(server, otherSession.accessToken));

      open.shift()?.close();
      let reopened: Awaited<ReturnType<typeof openStream>> | undefined;
      // The server learns of the closed connection a moment later: a few tries.
      for (let attempt = 0; attempt < 40 && !reopened; attempt++) {
        reopened = await openStream(server, session.accessToken).catch(() => undefined);
        if (!reopened) await sleep(50);
      }
      expect(reopened).toBeDefined();
      if (reopened) open.push(reopened);
    } finally {
      for (const events of open) events.close();
    }
  });
});
