import { type Kysely, sql } from 'kysely';
import type { FileStorage } from '../../arquivos/storage';
import type { Database } from '../banco/schema';
import { ApiError } from '../errors';
import { MSG } from '../messages';
import { authApi } from './contract-operations';

/** Longest wait for each dependency of the readiness check (openapi/auth.yaml: healthReady). */
export const READY_CHECK_TIMEOUT_MS = 3_000;

export const MSG_SAUDE = {
  vivo: 'Servidor no ar.',
  pronto: 'Servidor pronto.',
  bancoIndisponivel: 'Banco de dados indisponível.',
  redisIndisponivel: 'Redis indisponível.',
  armazenamentoIndisponivel: 'Armazenamento de arquivos indisponível.',
} as const;

export interface HealthDependencies {
  db: Kysely<Database>;
  storage: FileStorage;
  /** Pings the rate limits' Redis; undefined without REDIS_URL. */
  redisPing: (() => Promise<unknown>) | undefined;
}

/** Resolves when `check` does within the timeout; false when it throws or takes longer. */
async function answers(check: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness (the process answers) and readiness (the database, Redis and the file store answer). */
export function healthHandlers(deps: HealthDependencies, timeoutMs = READY_CHECK_TIMEOUT_MS) {
  return authApi({
    healthLive: { handler: async () => ({ success: true, data: null, message: MSG_SAUDE.vivo }) },
    healthReady: {
      handler: async () => {
        const { db, storage, redisPing } = deps;
        const [banco, redis, armazenamento] = await Promise.all([
          answers(() => sql`select 1`.execute(db), timeoutMs),
          redisPing ? answers(redisPing, timeoutMs) : Promise.resolve(null),
          storage.ping
            ? answers(() => storage.ping?.() ?? Promise.resolve(), timeoutMs)
            : Promise.resolve(true),
        ]);
        const down = [
          ...(banco ? [] : [MSG_SAUDE.bancoIndisponivel]),
          ...(redis === false ? [MSG_SAUDE.redisIndisponivel] : []),
          ...(armazenamento ? [] : [MSG_SAUDE.armazenamentoIndisponivel]),
        ];
        if (down.length > 0) throw new ApiError(503, MSG.servicoIndisponivel, { errors: down });
        return {
          success: true as const,
          data: {
            banco: 'ok' as const,
            redis: redis ? ('ok' as const) : ('nao_configurado' as const),
            armazenamento: 'ok' as const,
          },
          message: MSG_SAUDE.pronto,
        };
      },
    },
  });
}
