import type { Kysely } from 'kysely';
import type { Database } from '../plataforma/banco/schema';
import { ApiError } from '../plataforma/errors';
import type { Caller } from '../plataforma/identidade';
import {
  type Acao,
  type Destino,
  destinoDe,
  ESPERANDO_DENTISTA,
  NA_FILA,
  type PapelDoMovimento,
  PLANO_CANCELADO,
  RESPOSTA_FINAL,
  statusDoPlano,
} from './ciclo-de-vida';
import { ITEM_SITE_COLUMNS, type LocalDoItem, regiaoDo } from './local-do-item';
import { MSG_CICLO_DE_VIDA } from './messages';
import { prazoDepoisDaPausa, prazoDoItem } from './prazos/regra-do-prazo';
import type { ItemStatus } from './schema';

/**
 * Who moves an item: a signed-in dentist or auditor (a row of `dentista`), or the automatic authorization
 * ('Sistema', with the id of the dentist whose request it answered).
 */
export interface Autor {
  id: number;
  cro: string;
  papel: PapelDoMovimento;
}

/** The automatic authorization of a dentist's new item, as the history records its author. */
export function sistemaAutor(caller: Caller): Autor {
  return { id: caller.id, cro: caller.cro, papel: 'Sistema' };
}

/** The signed-in dentist as the author of an item's move. */
export function dentistaAutor(caller: Caller): Autor {
  return { id: caller.id, cro: caller.cro, papel: 'Dentista' };
}

/** One move of one item, as the history keeps it. */
export interface Movimento {
  planoId: number;
  itemId: number;
  de: ItemStatus | null;
  para: Destino;
  autor: Autor;
  codigoGlosa?: string | null;
  motivo?: string | null;
  nota?: string | null;
  fundamento?: string | null;
  automatico?: boolean;
  idsImagem?: readonly number[];
  em?: Date;
}

/**
 * The item's procedure and place, kept on each history row (migration 014): once removed, the item is gone
 * and the row is all that names it. All null for an item that does not exist.
 */
async function procedimentoDoItem(db: Kysely<Database>, itemId: number) {
  const row = await db
    .selectFrom('planoTratamentoItem as i')
    .innerJoin('procedimento as pr', 'pr.id', 'i.procedimentoId')
    .select(['pr.tuss', 'pr.descricao', ...ITEM_SITE_COLUMNS])
    .where('i.id', '=', itemId)
    .executeTakeFirst();
  return {
    codTuss: row?.tuss ?? null,
    descricao: row?.descricao ?? null,
    idDente: row?.idDente ?? null,
    faces: row?.faces ?? null,
    regiao: row ? regiaoDo(row) : null,
  };
}

/**
 * Appends a move to the item history (append-only: migration 013's trigger refuses anything else), with the
 * item's procedure as it is now: call it while the item still exists.
 */
export async function registrarMovimento(db: Kysely<Database>, movimento: Movimento): Promise<void> {
  await db
    .insertInto('planoItemHistorico')
    .values({
      ...(await procedimentoDoItem(db, movimento.itemId)),
      planoTratamentoId: movimento.planoId,
      planoTratamentoItemId: movimento.itemId,
      autorId: movimento.autor.id,
      autorPapel: movimento.autor.papel,
      de: movimento.de,
      para: movimento.para,
      codigoGlosa: movimento.codigoGlosa ?? null,
      motivo: movimento.motivo ?? null,
      nota: movimento.nota ?? null,
      fundamento: movimento.fundamento ?? null,
      automatico: movimento.automatico ?? false,
      idsImagem: [...(movimento.idsImagem ?? [])],
      ...(movimento.em ? { criadoEm: movimento.em } : {}),
    })
    .execute();
}

/** Sets the plan's status and TISS status from its items' (statusDoPlano); returns them. */
export async function rederivarPlano(db: Kysely<Database>, planoId: number) {
  const plano = await db
    .selectFrom('planoTratamento')
    .select(['status', 'statusTiss'])
    .where('id', '=', planoId)
    .executeTakeFirstOrThrow();
  const itens = await db
    .selectFrom('planoTratamentoItem')
    .select('status')
    .where('planoTratamentoId', '=', planoId)
    .execute();
  const derivado = statusDoPlano(
    itens.map((item) => item.status),
    plano.status,
  );
  if (derivado.status !== plano.status || derivado.statusTiss !== plano.statusTiss) {
    await db.updateTable('planoTratamento').set(derivado).where('id', '=', planoId).execute();
  }
  return derivado;
}

/** An item as a move reads it (its row locked by the caller's transaction). */
export interface ItemAtual {
  id: number;
  planoTratamentoId: number;
  status: ItemStatus;
}

/**
 * Reads and locks (FOR UPDATE) the items about to move, with their plan's dentist; only `dentistaId`'s when
 * given, so that another dentist's item reads as a missing one (item ids cannot be probed).
 */
export async function travarItens(trx: Kysely<Database>, ids: readonly number[], dentistaId?: number) {
  // The plans first, in id order, then the items: the order in which a removal and a cancellation take
  // them too (plan, then item), so two moves never wait on each other in a cycle (a deadlock, 40P01).
  let plans = trx
    .selectFrom('planoTratamento')
    .select('id')
    .where(
      'id',
      'in',
      trx
        .selectFrom('planoTratamentoItem')
        .select('planoTratamentoId')
        .where('id', 'in', [...ids]),
    );
  if (dentistaId !== undefined) plans = plans.where('dentistaId', '=', dentistaId);
  await plans.orderBy('id').forUpdate().execute();
  let query = trx
    .selectFrom('planoTratamentoItem as i')
    .innerJoin('planoTratamento as p', 'p.id', 'i.planoTratamentoId')
    .select(['i.id', 'i.planoTratamentoId', 'i.status', 'p.dentistaId'])
    .where('i.id', 'in', [...ids]);
  if (dentistaId !== undefined) query = query.where('p.dentistaId', '=', dentistaId);
  return query.forUpdate().execute();
}

/** What a move writes besides the new status. */
export interface DetalhesDoMovimento {
  codigoGlosa?: string | null;
  /** The official Tabela 38 text of `codigoGlosa`: the history's reason. */
  textoGlosa?: string | null;
  /** audiMotivoStatus: what the dentist reads as the reason of the item's status. */
  motivo?: string | null;
  nota?: string | null;
  /** The contractual clause or legal ground of a denial. */
  fundamento?: string | null;
  idsImagem?: readonly number[];
  /** The item's new procedure and site: an accepted authorization with change. */
  alterarPara?: { procedimentoId: number; local: LocalDoItem; valorUsoCentavos: number };
}

/**
 * Moves an item by the lifecycle table (409 when it does not allow the move from the item's current status, or
 * when the item's plan was cancelled),
 * writes the move to the history and derives the plan's status again. Runs inside the caller's transaction,
 * with the item row locked, so two auditors deciding the same item cannot both succeed.
 */
export async function moverItem(
  trx: Kysely<Database>,
  item: ItemAtual,
  acao: Acao,
  autor: Autor,
  detalhes: DetalhesDoMovimento = {},
  now = new Date(),
): Promise<Destino> {
  // The plan's row lock orders this move with a cancellation (Planos.cancel takes it too): either the move
  // comes first and the plan is derived with it, or it reads the plan cancelled.
  const plano = await trx
    .selectFrom('planoTratamento')
    .select('status')
    .where('id', '=', item.planoTratamentoId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  // A cancelled plan (TISS 6) is closed for good: its items keep the status they had when it was cancelled.
  if (plano.status === PLANO_CANCELADO) throw new ApiError(409, MSG_CICLO_DE_VIDA.planoCancelado);
  const para = destinoDe(acao, item.status, autor.papel);
  if (para === null) throw new ApiError(409, MSG_CICLO_DE_VIDA.movimentoRecusado(acao, item.status));
  // An accepted change makes the item the authorized procedure: the move names what was authorized.
  if (detalhes.alterarPara) {
    await trx
      .updateTable('planoTratamentoItem')
      .set({
        procedimentoId: detalhes.alterarPara.procedimentoId,
        ...detalhes.alterarPara.local,
        valorUsoCentavos: detalhes.alterarPara.valorUsoCentavos,
      })
      .where('id', '=', item.id)
      .execute();
  }
  // Written before the status: the history reads the item's procedure, and a removal deletes the item.
  await registrarMovimento(trx, {
    planoId: item.planoTratamentoId,
    itemId: item.id,
    de: item.status,
    para,
    autor,
    codigoGlosa: detalhes.codigoGlosa,
    motivo: detalhes.textoGlosa,
    nota: detalhes.nota,
    fundamento: detalhes.fundamento,
    automatico: autor.papel === 'Sistema',
    idsImagem: detalhes.idsImagem,
    em: now,
  });
  if (para === 'Removido') {
    await trx.deleteFrom('planoTratamentoItem').where('id', '=', item.id).execute();
  } else {
    await trx
      .updateTable('planoTratamentoItem')
      .set({
        status: para,
        motivoStatus: detalhes.motivo ?? null,
        codigoGlosa: detalhes.codigoGlosa ?? null,
        fundamento: detalhes.fundamento ?? null,
        atualizadoEm: now,
        usuarioAtualizacao: autor.cro,
        // Back in the queue: its age there starts again.
        ...(NA_FILA.includes(para) ? { naFilaDesde: now } : {}),
        ...(await prazoDoMovimento(trx, item, para, autor, now)),
      })
      .where('id', '=', item.id)
      .execute();
  }
  await rederivarPlano(trx, item.planoTratamentoId);
  return para;
}

/**
 * What a move does to the item's response deadline (docs/product-rules.md#authorization-desk): the clock stops
 * when the operator asks the dentist something and, on the dentist's answer, the deadline moves by the business
 * days it stood still (when the operator's rule says so); the first final answer is dated; a contested denial
 * gets a new deadline for the junta from the day it was contested. `solicitadoEm` never changes.
 */
async function prazoDoMovimento(
  trx: Kysely<Database>,
  item: ItemAtual,
  para: Exclude<Destino, 'Removido'>,
  autor: Autor,
  now: Date,
) {
  const atual = await trx
    .selectFrom('planoTratamentoItem as i')
    .innerJoin('planoTratamento as p', 'p.id', 'i.planoTratamentoId')
    .innerJoin('beneficiario as b', 'b.id', 'p.beneficiarioId')
    .select(['i.prazoResposta', 'i.prazoPausadoDesde', 'i.respondidoEm', 'i.diasUteisPrazo', 'b.uf'])
    .where('i.id', '=', item.id)
    .executeTakeFirstOrThrow();
  const mudancas: {
    prazoResposta?: Date;
    prazoPausadoDesde?: Date | null;
    respondidoEm?: Date;
  } = {};
  if (ESPERANDO_DENTISTA.includes(para)) mudancas.prazoPausadoDesde = now;
  else if (atual.prazoPausadoDesde !== null) {
    mudancas.prazoPausadoDesde = null;
    mudancas.prazoResposta = prazoDepoisDaPausa(atual.prazoResposta, atual.prazoPausadoDesde, now, atual.uf);
  }
  if (RESPOSTA_FINAL.includes(para) && autor.papel !== 'Dentista' && atual.respondidoEm === null) {
    mudancas.respondidoEm = now;
  }
  if (para === 'Em Junta') mudancas.prazoResposta = prazoDoItem(now, atual.diasUteisPrazo, atual.uf);
  return mudancas;
}
