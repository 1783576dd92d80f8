import type { Kysely } from 'kysely';
import type { PlanoStatus } from '../ciclo-de-vida/schema';
import type { Database } from '../plataforma/banco/schema';
import type { ApiError } from '../plataforma/errors';

export interface OwnedPlan {
  id: number;
  status: PlanoStatus;
  /** Creation plus 60 days: past it the plan takes no new items. */
  validoAte: Date;
}

/**
 * The plan when it belongs to the dentist; undefined when it does not exist or is another dentist's: both
 * answer the same, so that plan ids cannot be probed. `lock` takes the row for the rest of the transaction
 * (uploads, items).
 */
export async function findOwnedPlan(
  db: Kysely<Database>,
  id: number,
  dentistaId: number,
  options: { lock?: boolean } = {},
): Promise<OwnedPlan | undefined> {
  let query = db
    .selectFrom('planoTratamento')
    .select(['id', 'status', 'validoAte'])
    .where('id', '=', id)
    .where('dentistaId', '=', dentistaId);
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && { id: row.id, status: row.status, validoAte: row.validoAte };
}

/** Like findOwnedPlan, answering the error given (a 404) when the plan is missing or another dentist's. */
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
