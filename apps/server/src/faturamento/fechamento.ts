import { type Kysely, sql } from 'kysely';
import { diaBrasileiro, diaEmSaoPaulo } from '../ciclo-de-vida/prazos/dias';
import { dentistaAutor, moverItem, travarItens } from '../ciclo-de-vida/transicoes';
import { MSG_PLANOS } from '../planos/messages';
import { itemQuery, itemRecord } from '../planos/records';
import type { Database } from '../plataforma/banco/schema';
import { ApiError, fieldError } from '../plataforma/errors';
import type { Caller } from '../plataforma/identidade';
import { MSG_FATURAMENTO } from './messages';
import { valorDeReferencia } from './valores/precos';

/** The month of a day as AAAA-MM. */
export function competenciaOf(dia: string): string {
  return dia.slice(0, 7);
}

/** The dentist's open batch, opened (in the month of `now`, São Paulo) when there is none; returns its id. */
export async function loteAberto(trx: Kysely<Database>, dentistaId: number, now: Date): Promise<number> {
  await trx
    .insertInto('fechamento')
    .values({ dentistaId, competencia: competenciaOf(diaEmSaoPaulo(now)) })
    .onConflict((oc) => oc.column('dentistaId').where('status', '=', 'Aberto').doNothing())
    .execute();
  const { id } = await trx
    .selectFrom('fechamento')
    .select('id')
    .where('dentistaId', '=', dentistaId)
    .where('status', '=', 'Aberto')
    .executeTakeFirstOrThrow();
  return id;
}

/** What the performance day of an item is checked against. */
interface ItemParaRealizar {
  id: number;
  descricao: string;
  tuss: string;
  produto: string;
  validoAte: Date;
  /** The day (São Paulo) of the item's last move to 'Autorizado'. */
  autorizadoEm: string | null;
}

/**
 * Why the day cannot be the item's performance day, or null when it can: not in the future, not before the
 * item's authorization, not after the plan's validity (docs/product-rules.md#billing).
 */
export function problemaDaData(dia: string, hoje: string, item: ItemParaRealizar): string | null {
  if (dia > hoje) return MSG_FATURAMENTO.realizacaoNoFuturo;
  if (item.autorizadoEm !== null && dia < item.autorizadoEm) {
    return MSG_FATURAMENTO.realizacaoAntesDaAutorizacao(item.descricao, diaBrasileiro(item.autorizadoEm));
  }
  const validade = diaEmSaoPaulo(item.validoAte);
  if (dia > validade) return MSG_FATURAMENTO.realizacaoForaDaValidade(diaBrasileiro(validade));
  return null;
}

async function itensParaRealizar(trx: Kysely<Database>, ids: readonly number[]) {
  const rows = await trx
    .selectFrom('planoTratamentoItem as i')
    .innerJoin('procedimento as pr', 'pr.id', 'i.procedimentoId')
    .innerJoin('planoTratamento as p', 'p.id', 'i.planoTratamentoId')
    .innerJoin('beneficiario as b', 'b.id', 'p.beneficiarioId')
    .select([
      'i.id',
      'pr.descricao',
      'pr.tuss',
      'b.nomeProduto as produto',
      'p.validoAte',
      sql<Date | null>`(select max(h.criado_em) from plano_item_historico h
        where h.plano_tratamento_item_id = i.id and h.para = 'Autorizado')`.as('autorizadoEm'),
    ])
    .where('i.id', 'in', [...ids])
    .execute();
  return rows.map((row) => ({
    ...row,
    autorizadoEm: row.autorizadoEm === null ? null : diaEmSaoPaulo(new Date(row.autorizadoEm)),
  }));
}

/**
 * Records 'Autorizado' items as performed on `dataRealizacao` (today in São Paulo when not sent): they become
 * 'Realizado' with that day, re-priced by the price table of that day, and join the dentist's open batch
 * (docs/product-rules.md#d10). All or nothing: one item that cannot go leaves every item as it was.
 */
export async function addToFechamento(
  db: Kysely<Database>,
  caller: Caller,
  ids: number[],
  dataRealizacao?: string,
  now = new Date(),
) {
  return db.transaction().execute(async (trx) => {
    const rows = await travarItens(trx, ids, caller.id);
    // Another dentist's item counts as a missing one: item ids cannot be probed.
    if (rows.length !== ids.length) throw new ApiError(404, MSG_PLANOS.itemNaoEncontrado);
    if (rows.some((row) => row.status !== 'Autorizado')) {
      throw new ApiError(409, MSG_FATURAMENTO.fechamentoSoAutorizados);
    }
    const hoje = diaEmSaoPaulo(now);
    const dia = dataRealizacao ?? hoje;
    const itens = await itensParaRealizar(trx, ids);
    for (const item of itens) {
      const problema = problemaDaData(dia, hoje, item);
      if (problema) throw fieldError(400, 'dataRealizacao', problema);
    }

    const loteId = await loteAberto(trx, caller.id, now);
    // Each item by the lifecycle (history written, its plan concluded once nothing authorized is left).
    for (const row of rows) await moverItem(trx, row, 'realizar', dentistaAutor(caller), {}, now);
    for (const item of itens) {
      const valor = valorDeReferencia(item.tuss, item.produto, dia);
      await trx
        .updateTable('planoTratamentoItem')
        .set({
          fechamentoId: loteId,
          dataRealizacao: dia,
          realizacaoRegistradaEm: now,
          ...(valor === undefined ? {} : { valorUsoCentavos: valor }),
        })
        .where('id', '=', item.id)
        .execute();
    }

    const { quantidade, competencia } = await trx
      .selectFrom('fechamento as f')
      .select([
        'f.competencia',
        sql<number>`(select count(*)::int from plano_tratamento_item i where i.fechamento_id = f.id)`.as(
          'quantidade',
        ),
      ])
      .where('f.id', '=', loteId)
      .executeTakeFirstOrThrow();
    const atualizados = await itemQuery(trx).where('i.id', 'in', ids).orderBy('i.id').execute();
    return {
      idFechamento: loteId,
      competencia,
      quantidadeItens: quantidade,
      itens: atualizados.map((row) => itemRecord(row, now)),
    };
  });
}

/** Performance of items into the dentist's open batch. */
export class Fechamentos {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records the items performed on `dataRealizacao` in the caller's open batch (see `addToFechamento`). */
  add(caller: Caller, ids: number[], dataRealizacao?: string, now = new Date()) {
    return addToFechamento(this.db, caller, ids, dataRealizacao, now);
  }
}
