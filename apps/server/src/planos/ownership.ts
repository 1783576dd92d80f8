import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema';
import { ApiError } from '../platform/errors';
import { MSG_PLANOS } from './messages';
import type { PlanoStatus } from './schema';

export interface OwnedPlan {
  id: number;
  status: PlanoStatus;
  /** Creation plus 60 days: past it the plan takes no new items. */
  validoAte: Date;
}

/**
 * The plan when it belongs to the dentist; undefined when it does not exist; 403 when it is another
 * dentist's. `lock` takes the row for the rest of the transaction (uploads, items).
 */
export async function findOwnedPlan(
  db: Kysely<Database>,
  id: number,
  dentistaId: number,
  options: { lock?: boolean } = {},
): Promise<OwnedPlan | undefined> {
  let query = db
    .selectFrom('planoTratamento')
    .select(['id', 'dentistaId', 'status', 'validoAte'])
    .where('id', '=', id);
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  if (row.dentistaId !== dentistaId) throw new ApiError(403, MSG_PLANOS.semPermissao);
  return { id: row.id, status: row.status, validoAte: row.validoAte };
}

/** Like findOwnedPlan, answering 404 with the message given when the plan does not exist. */
export async function requireOwnedPlan(
  db: Kysely<Database>,
  id: number,
  dentistaId: number,
  notFound: ApiError,
  options: { lock?: boolean } = {},
): Promise<OwnedPlan> {
  const plan = await findOwnedPlan(db, id, dentistaId, options);
  if (!plan) throw notFound;
  return plan;
}
