import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../banco/schema';
import { ApiError, fieldError } from '../errors';
import { signedInId } from '../identidade';
import { MSG } from '../messages';

/** Table `chave_idempotencia` (migration 007). */
export interface ChaveIdempotenciaTable {
  dentistaId: number;
  operacao: string;
  chave: string;
  /** sha256 of the request (query and body) as the handler saw it. */
  hashRequisicao: string;
  /** Null while the first request runs. */
  statusResposta: number | null;
  /** The first answer's JSON, as sent. */
  corpoResposta: string | null;
  criadaEm: Date | undefined;
  expiraEm: Date;
}

export interface IdempotencyTables {
  chaveIdempotencia: ChaveIdempotenciaTable;
}

export const MSG_IDEMPOTENCIA = {
  outrosDados:
    'Esta chave de idempotência (Idempotency-Key) já foi usada com outros dados. Use uma nova chave para uma nova operação.',
  chaveInvalida: 'O cabeçalho Idempotency-Key deve ter de 1 a 255 caracteres ASCII visíveis.',
  emAndamento:
    'Uma requisição com esta chave de idempotência (Idempotency-Key) ainda está em andamento. Tente novamente em instantes.',
} as const;

export interface IdempotencyLimits {
  /** How long a key answers with its first answer (24 h). */
  ttlMs: number;
}

export const DEFAULT_IDEMPOTENCY_LIMITS: IdempotencyLimits = {
  ttlMs: 24 * 60 * 60 * 1000,
};

/** Which first answer a key names: one dentist's, for one operation. */
interface KeyId {
  dentistaId: number;
  operacao: string;
  chave: string;
}

type Claim = { kind: 'first' } | { kind: 'replay'; status: number; body: string } | { kind: 'mismatch' };

/** Another request of the same key committed its creation first: this one's transaction must roll back. */
export class IdempotencyRace extends Error {
  constructor() {
    super('outra requisição com a mesma chave de idempotência criou primeiro');
  }
}

/** What a request that is the first of its key does with it. */
export interface IdempotentRequest {
  /**
   * Keeps the answer, inside the transaction that creates (so both commit or neither does: a process killed
   * in between leaves neither a creation without its answer nor a key without its creation). Throws
   * IdempotencyRace when a concurrent request of the same key committed first.
   */
  keep(trx: Kysely<Database>, status: number, body: unknown): Promise<void>;
  /**
   * Answers as the request of the same key that committed while this one ran (or 422 for other data);
   * undefined when the key holds no answer.
   */
  replay(reply: FastifyReply): Promise<FastifyReply | undefined>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while this request runs as the first of its Idempotency-Key. */
    idempotency?: IdempotentRequest;
  }
}

/**
 * Deletes the keys whose 24 hours are over; the sweeper calls it. Returns how many went. A key past its
 * expiry also stops answering at once (claim below), whether or not this has run.
 */
export async function deleteExpiredIdempotencyKeys(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('chaveIdempotencia').where('expiraEm', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A stable text of a value: keys sorted, bytes as their sha256 (a multipart file). */
function canonical(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return { sha256: createHash('sha256').update(value).digest('hex') };
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The request as the handler sees it (after normalisation), so '10' and 10 are the same request. */
function requestHash(request: FastifyRequest): string {
  const text = JSON.stringify(
    canonical({
      params: request.params ?? null,
      query: request.query ?? null,
      body: request.body ?? null,
      file: request.uploadedFile?.filename ?? null,
    }),
  );
  return createHash('sha256').update(text).digest('hex');
}

const HEADER = 'idempotency-key';
/** As openapi/dentist.yaml describes the header: 1 to 255 visible ASCII characters. */
const KEY_FORMAT = /^[!-~]{1,255}$/;

/**
 * Idempotency keys for the operations that create something (plan, item, upload): the first request of a
 * key runs and its answer is kept, in the same transaction as what it creates; a retry with the same key and
 * request gets that answer and creates nothing; the same key with another request is refused (422). Two
 * requests of one key at once both run up to their transaction, and the one that commits second rolls back
 * and answers as the first. Only a success is kept: a refused or failed request created nothing, and its
 * retry runs again. Nothing is written before the creation commits, so a process killed in the middle of a
 * request leaves no key behind to hold back its retry.
 */
export class Idempotency {
  private readonly limits: IdempotencyLimits;

  constructor(
    private readonly db: Kysely<Database>,
    limits: Partial<IdempotencyLimits> = {},
  ) {
    this.limits = { ...DEFAULT_IDEMPOTENCY_LIMITS, ...limits };
  }

  /** What the key holds for this request: nothing yet, a first answer, or another request's. */
  async claim(id: KeyId, hash: string, now = new Date()): Promise<Claim> {
    const row = await this.db
      .selectFrom('chaveIdempotencia')
      .select(['hashRequisicao', 'statusResposta', 'corpoResposta', 'expiraEm'])
      .where('dentistaId', '=', id.dentistaId)
      .where('operacao', '=', id.operacao)
      .where('chave', '=', id.chave)
      .executeTakeFirst();
    // A row without an answer was left by a server of an earlier version (it claimed before creating):
    // it names no creation.
    if (!row || row.expiraEm.getTime() <= now.getTime() || row.statusResposta === null) {
      if (row) await this.forget(id, now);
      return { kind: 'first' };
    }
    if (row.hashRequisicao !== hash) return { kind: 'mismatch' };
    return { kind: 'replay', status: row.statusResposta, body: row.corpoResposta ?? '' };
  }

  /** Deletes the key's row if it is expired or has no answer. */
  private async forget(id: KeyId, now: Date) {
    await this.db
      .deleteFrom('chaveIdempotencia')
      .where('dentistaId', '=', id.dentistaId)
      .where('operacao', '=', id.operacao)
      .where('chave', '=', id.chave)
      .where((eb) => eb.or([eb('expiraEm', '<=', now), eb('statusResposta', 'is', null)]))
      .execute();
  }

  /** Keeps the first answer of the key in `trx`; IdempotencyRace when the key is taken. */
  private async keep(trx: Kysely<Database>, id: KeyId, hash: string, status: number, body: unknown) {
    const now = Date.now();
    const inserted = await trx
      .insertInto('chaveIdempotencia')
      .values({
        ...id,
        hashRequisicao: hash,
        statusResposta: status,
        corpoResposta: JSON.stringify(body),
        criadaEm: new Date(now),
        expiraEm: new Date(now + this.limits.ttlMs),
      })
      // On PostgreSQL this waits for a concurrent transaction inserting the same key, then sees its commit.
      .onConflict((conflict) => conflict.columns(['dentistaId', 'operacao', 'chave']).doNothing())
      .returning('chave')
      .executeTakeFirst();
    if (!inserted) throw new IdempotencyRace();
  }

  private answer(reply: FastifyReply, claim: Claim): FastifyReply | undefined {
    switch (claim.kind) {
      case 'first':
        return undefined;
      case 'replay':
        return reply
          .code(claim.status)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(claim.body);
      case 'mismatch':
        throw new ApiError(422, MSG_IDEMPOTENCIA.outrosDados);
    }
  }

  /** The route hook of an idempotent operation; its handler keeps the answer with IdempotentRequest.keep. */
  hooks(operacao: string): { preHandler: preHandlerAsyncHookHandler } {
    const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      const chave = request.headers[HEADER];
      if (chave === undefined) return;
      if (typeof chave !== 'string' || !KEY_FORMAT.test(chave)) {
        throw fieldError(400, 'Idempotency-Key', MSG_IDEMPOTENCIA.chaveInvalida, MSG.dadosInvalidos);
      }
      const id = { dentistaId: signedInId(request), operacao, chave };
      const hash = requestHash(request);
      const claim = await this.claim(id, hash);
      if (claim.kind !== 'first') return this.answer(reply, claim);
      request.idempotency = {
        keep: (trx, status, body) => this.keep(trx, id, hash, status, body),
        replay: async (reply) => this.answer(reply, await this.claim(id, hash)),
      };
    };
    return { preHandler };
  }
}

/** Adds to a creation's transaction: what the creation calls with its transaction and the id it made. */
export type InTransaction = (trx: Kysely<Database>, id: number) => Promise<void>;

/**
 * Runs a creating handler's work and answers 201 with `answer(id)`. With an Idempotency-Key the answer is
 * kept by `create`'s own transaction (through the InTransaction it is given), and a request that lost the
 * race for its key answers as the one that won.
 */
export function answerCreated<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  create: (inTransaction?: InTransaction) => Promise<number>,
  answer: (id: number) => T,
): Promise<T | FastifyReply> {
  return answerIdempotent<T>(request, reply, async (keep) =>
    answer(await create(keep && ((trx, id) => keep(trx, answer(id))))),
  );
}

/**
 * answerCreated for a creation whose answer is read inside its transaction: `run` creates, builds the answer and
 * hands it to `keep` (when the request has a key) before its transaction commits; 201 with that answer.
 */
export async function answerIdempotent<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (keep?: (trx: Kysely<Database>, body: T) => Promise<void>) => Promise<T>,
): Promise<T | FastifyReply> {
  const idempotent = request.idempotency;
  try {
    const body = await run(idempotent && ((trx, body) => idempotent.keep(trx, 201, body)));
    reply.code(201);
    return body;
  } catch (error) {
    const race = error instanceof IdempotencyRace;
    // A refusal may come from what a concurrent request of the same key just made (the rules refuse the same
    // item twice, the plan is full): when that request's answer is kept, this one answers as it did.
    if (idempotent && (race || (error instanceof ApiError && error.statusCode < 500))) {
      const replayed = await idempotent.replay(reply);
      if (replayed) return replayed;
      // The winner's key is gone again (expired meanwhile): nothing to answer as; the client retries.
      if (race) throw new ApiError(409, MSG_IDEMPOTENCIA.emAndamento);
    }
    throw error;
  }
}
