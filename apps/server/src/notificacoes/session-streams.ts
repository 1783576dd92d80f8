import type { RevokedSessions } from '../autenticacao/revoked-sessions';

/**
 * Streams one session may hold open on one server: the portal opens one per tab, and a reloaded tab may
 * briefly hold its old stream while the new one opens. Beyond it a stream answers 429, so one stolen token
 * cannot hold hundreds of connections (each a socket, a subscription and a timer).
 */
export const MAX_STREAMS_PER_SESSION = 3;

/**
 * The open event streams of each session on this server. A stream ends when its session ends: at once when
 * this server ended it (logout, password change, reuse), within one revocation poll when another server did
 * (RevokedSessions reads the database every poll while a stream is open).
 */
export class SessionStreams {
  private readonly bySession = new Map<string, Set<() => void>>();

  constructor(private readonly revoked: Pick<RevokedSessions, 'onEnded' | 'watch' | 'knows'>) {
    revoked.onEnded((ids) => {
      for (const id of ids) this.endSession(id);
    });
  }

  /**
   * Registers `end` as the stream of a session: returns the release to call when the stream ends, or null
   * when the session already holds {@link MAX_STREAMS_PER_SESSION} streams.
   */
  open(sessionId: string, end: () => void): (() => void) | null {
    const streams = this.bySession.get(sessionId) ?? new Set<() => void>();
    if (streams.size >= MAX_STREAMS_PER_SESSION) return null;
    streams.add(end);
    this.bySession.set(sessionId, streams);
    const stopWatching = this.revoked.watch();
    return () => {
      stopWatching();
      streams.delete(end);
      if (streams.size === 0 && this.bySession.get(sessionId) === streams) this.bySession.delete(sessionId);
    };
  }

  /** Whether the session is already known to have ended (it may have ended while the stream was opening). */
  ended(sessionId: string): boolean {
    return this.revoked.knows(sessionId);
  }

  /** Ends every open stream (the server is closing). */
  endAll(): void {
    for (const id of [...this.bySession.keys()]) this.endSession(id);
  }

  private endSession(sessionId: string): void {
    for (const end of [...(this.bySession.get(sessionId) ?? [])]) end();
  }
}
