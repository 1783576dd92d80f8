import type { Kysely } from 'kysely';
import { diaEmSaoPaulo } from '../ciclo-de-vida/prazos/dias';
import { registrarNotificacao } from '../notificacoes/notificacoes';
import type { PlanoDefaults } from '../planos/config';
import type { Database } from '../plataforma/banco/schema';
import { competenciaOf, loteAberto } from './fechamento';
import { Lotes } from './lotes';
import { valorDeReferencia } from './valores/precos';

/** A demo dentist as the batches need them. */
interface DentistaDemo {
  id: number;
  cro: string;
}

/** An earlier batch of a demo dentist, opened on `abertoEm`; the seed sends it with `enviarLoteDemo`. */
export async function abrirLoteDemo(trx: Kysely<Database>, dentistaId: number, abertoEm: Date) {
  return trx
    .insertInto('fechamento')
    .values({ dentistaId, competencia: competenciaOf(diaEmSaoPaulo(abertoEm)), criadoEm: abertoEm })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The act of a demo item reported as performed. */
export async function registrarAtoDemo(
  trx: Kysely<Database>,
  dentista: DentistaDemo,
  planoId: number,
  itemId: number,
  realizadoEm: Date,
) {
  await trx
    .insertInto('ato')
    .values({
      dentistaId: dentista.id,
      planoTratamentoId: planoId,
      planoTratamentoItemId: itemId,
      dataRealizacao: diaEmSaoPaulo(realizadoEm),
      observacao: 'Procedimento realizado sem intercorrências.',
      usuarioCriacao: dentista.cro,
    })
    .execute();
}

/**
 * A demo item performed on `realizadoEm`: 'Realizado' with that day, priced by the price table of that day,
 * in the batch `loteId` (its move to 'Realizado' is in the history the seed writes).
 */
export async function registrarRealizacaoDemo(
  trx: Kysely<Database>,
  itemId: number,
  loteId: number | null,
  realizadoEm: Date,
) {
  const dia = diaEmSaoPaulo(realizadoEm);
  const item = await trx
    .selectFrom('planoTratamentoItem as i')
    .innerJoin('procedimento as pr', 'pr.id', 'i.procedimentoId')
    .innerJoin('planoTratamento as p', 'p.id', 'i.planoTratamentoId')
    .innerJoin('beneficiario as b', 'b.id', 'p.beneficiarioId')
    .select(['pr.tuss', 'b.nomeProduto'])
    .where('i.id', '=', itemId)
    .executeTakeFirstOrThrow();
  const valor = valorDeReferencia(item.tuss, item.nomeProduto, dia);
  await trx
    .updateTable('planoTratamentoItem')
    .set({
      fechamentoId: loteId,
      dataRealizacao: dia,
      realizacaoRegistradaEm: realizadoEm,
      ...(valor === undefined ? {} : { valorUsoCentavos: valor }),
    })
    .where('id', '=', itemId)
    .execute();
}

/**
 * Sends a demo batch by the service the portal uses (the TISS message built and validated against the ANS
 * schema, its hash and protocol kept), as if sent on `enviadoEm`.
 */
export async function enviarLoteDemo(
  trx: Kysely<Database>,
  defaults: PlanoDefaults,
  dentista: DentistaDemo,
  loteId: number,
  enviadoEm: Date,
) {
  // Stored in the seed's transaction; nothing to deliver: no portal is open while the seed runs.
  const avisos = { registrar: registrarNotificacao, entregar: async () => undefined };
  const lotes = new Lotes(trx, defaults, avisos);
  await lotes.enviar(trx, { ...dentista, sessao: 'demo' }, loteId, enviadoEm);
}

/** This month's performed demo items in the dentist's open batch (opened now). */
export async function abrirLoteAtualDemo(
  trx: Kysely<Database>,
  dentistaId: number,
  itens: readonly number[],
  now: Date,
) {
  const atual = await loteAberto(trx, dentistaId, now);
  await trx
    .updateTable('planoTratamentoItem')
    .set({ fechamentoId: atual })
    .where('id', 'in', [...itens])
    .execute();
}
