import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../errors';
import { MSG } from '../messages';
import { signedInId } from './operations';

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
  /** How long a duplicate waits for the first request to finish before answering 409. */
  waitMs: number;
  /** How often a waiting duplicate looks again. */
  pollMs: number;
  /**
   * A key still without an answer after this long belongs to a request that died with its server: another
   * request may take it over. Above the longest request (an upload's overall cap, timeouts.ts).
   */
  staleMs: number;
}

export const DEFAULT_IDEMPOTENCY_LIMITS: IdempotencyLimits = {
  ttlMs: 24 * 60 * 60 * 1000,
  waitMs: 30_000,
  pollMs: 50,
  staleMs: 20 * 60 * 1000,
};

/** Which first answer a key names: one dentist's, for one operation. */
interface KeyId {
  dentistaId: number;
  operacao: string;
  chave: string;
}

type Claim =
  | { kind: 'first' }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'mismatch' }
  | { kind: 'busy' };

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency key this request holds while it runs as the first of its key. */
    idempotencyKey?: { dentistaId: number; operacao: string; chave: string };
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
 * key runs and its answer is kept; a retry with the same key and request gets that answer and creates
 * nothing, also while the first still runs (it waits for it); the same key with another request is refused
 * (422). Only a success is kept: a refused or failed request created nothing, and its retry runs again.
 */
export class Idempotency {
  private readonly limits: IdempotencyLimits;

  constructor(
    private readonly db: Kysely<Database>,
    limits: Partial<IdempotencyLimits> = {},
  ) {
    this.limits = { ...DEFAULT_IDEMPOTENCY_LIMITS, ...limits };
  }

  private row(id: KeyId) {
    return this.db
      .selectFrom('chaveIdempotencia')
      .select(['hashRequisicao', 'statusResposta', 'corpoResposta', 'criadaEm', 'expiraEm'])
      .where('dentistaId', '=', id.dentistaId)
      .where('operacao', '=', id.operacao)
      .where('chave', '=', id.chave)
      .executeTakeFirst();
  }

  /** Takes the key for this request, or says what the request gets instead. */
  async claim(id: KeyId, hash: string): Promise<Claim> {
    const deadline = Date.now() + this.limits.waitMs;
    for (;;) {
      const now = Date.now();
      const inserted = await this.db
        .insertInto('chaveIdempotencia')
        .values({
          ...id,
          hashRequisicao: hash,
          statusResposta: null,
          corpoResposta: null,
          criadaEm: new Date(now),
          expiraEm: new Date(now + this.limits.ttlMs),
        })
        .onConflict((conflict) => conflict.columns(['dentistaId', 'operacao', 'chave']).doNothing())
        .returning('chave')
        .executeTakeFirst();
      if (inserted) return { kind: 'first' };
      const row = await this.row(id);
      if (!row) continue; // released or swept meanwhile: try again
      const stale =
        row.statusResposta === null && (row.criadaEm?.getTime() ?? 0) + this.limits.staleMs <= now;
      if (row.expiraEm.getTime() <= now || stale) {
        await this.forget(id, row.criadaEm);
        continue;
      }
      if (row.hashRequisicao !== hash) return { kind: 'mismatch' };
      if (row.statusResposta !== null) {
        return { kind: 'replay', status: row.statusResposta, body: row.corpoResposta ?? '' };
      }
      if (now >= deadline) return { kind: 'busy' };
      await sleep(this.limits.pollMs);
    }
  }

  /** Deletes the key's row as read (not one another request has taken since). */
  private async forget(id: KeyId, criadaEm: Date | undefined) {
    let query = this.db
      .deleteFrom('chaveIdempotencia')
      .where('dentistaId', '=', id.dentistaId)
      .where('operacao', '=', id.operacao)
      .where('chave', '=', id.chave);
    if (criadaEm) query = query.where('criadaEm', '=', criadaEm);
    await query.execute();
  }

  /** Keeps the first answer of the key. */
  async complete(id: KeyId, status: number, body: string): Promise<void> {
    await this.db
      .updateTable('chaveIdempotencia')
      .set({ statusResposta: status, corpoResposta: body })
      .where('dentistaId', '=', id.dentistaId)
      .where('operacao', '=', id.operacao)
      .where('chave', '=', id.chave)
      .execute();
  }

  /** Lets the key go when its request created nothing (refused or failed): a retry runs again. */
  async release(id: KeyId): Promise<void> {
    await this.db
      .deleteFrom('chaveIdempotencia')
      .where('dentistaId', '=', id.dentistaId)
      .where('operacao', '=', id.operacao)
      .where('chave', '=', id.chave)
      .where('statusResposta', 'is', null)
      .execute();
  }

  /** The route hooks of an idempotent operation (its handler is unchanged). */
  hooks(operacao: string): { preHandler: preHandlerAsyncHookHandler; onSend: onSendAsyncHookHandler } {
    const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      const chave = request.headers[HEADER];
      if (chave === undefined) return;
      if (typeof chave !== 'string' || !KEY_FORMAT.test(chave)) {
        throw new ApiError(400, MSG.dadosInvalidos, { errors: [MSG_IDEMPOTENCIA.chaveInvalida] });
      }
      const id = { dentistaId: signedInId(request), operacao, chave };
      const claim = await this.claim(id, requestHash(request));
      switch (claim.kind) {
        case 'first':
          request.idempotencyKey = id;
          return;
        case 'replay':
          return reply
            .code(claim.status)
            .header('idempotent-replayed', 'true')
            .type('application/json; charset=utf-8')
            .send(claim.body);
        case 'mismatch':
          throw new ApiError(422, MSG_IDEMPOTENCIA.outrosDados);
        case 'busy':
          throw new ApiError(409, MSG_IDEMPOTENCIA.emAndamento);
      }
    };
    const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const id = request.idempotencyKey;
      if (!id) return payload;
      request.idempotencyKey = undefined;
      const ok = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string';
      try {
        if (ok) await this.complete(id, reply.statusCode, payload);
        else await this.release(id);
      } catch (error) {
        // The answer still goes out; the key stays taken until it is stale (staleMs), then runs again.
        request.log.error({ err: error }, 'chave de idempotência não registrada');
      }
      return payload;
    };
    return { preHandler, onSend: onSend as onSendAsyncHookHandler };
  }
}
