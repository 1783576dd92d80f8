import type { Kysely } from 'kysely';
import { diaEmSaoPaulo } from '../ciclo-de-vida/prazos/dias';
import { registrarNotificacao } from '../notificacoes/notificacoes';
import type { PlanoDefaults } from '../planos/config';
import type { Database } from '../plataforma/banco/schema';
import { Contas } from './contas';
import { competenciaOf, loteAberto } from './fechamento';
import { Lotes } from './lotes';
import { valorDeReferencia } from './valores/precos';

/** A demo dentist as the batches need them. */
interface DentistaDemo {
  id: number;
  cro: string;
}

/** An earlier batch of a demo dentist, opened on `abertoEm`. */
async function abrirLoteDemo(trx: Kysely<Database>, dentistaId: number, abertoEm: Date) {
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

/** A performed demo item, the batch's analysis of it (none: it waits for the auditor). */
export interface ItemFaturadoDemo {
  itemId: number;
  realizadoEm: Date;
  conta?:
    | { decisao: 'pagar' }
    | { decisao: 'glosarParte'; valorGlosado: number; codigo: string; nota: string }
    | { decisao: 'glosarTudo'; codigo: string; nota: string };
}

/**
 * The demo's earlier batches, in days before the seed (one more for the second dentist): 'pago' sent, analysed
 * and paid within the contract's 30 days (PIX for the first dentist, bank transfer for the second);
 * 'emAnalise' sent and in the operator's analysis. The items were performed a week after their plan.
 */
export const LOTES_DEMO = {
  pago: { enviado: 56, analisado: 45, pago: 27 },
  emAnalise: { enviado: 25, analisado: 20 },
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A demo dentist's earlier month by the services the portal and the console use: each batch opened on its
 * first performance, sent (the TISS loteGuias built and validated against the ANS schema, hash and protocol
 * kept), its items analysed by the auditor and, for the paid one, the payment with its TISS statement (also
 * validated). Everything is stored in the seed's transaction; nothing is delivered: no portal is open while
 * the seed runs.
 */
export async function faturarMesDemo(
  trx: Kysely<Database>,
  defaults: PlanoDefaults,
  quem: { dentista: DentistaDemo; auditor: DentistaDemo; dias: number },
  lotes: ReadonlyMap<string, readonly ItemFaturadoDemo[]>,
  now: Date,
) {
  const avisos = { registrar: registrarNotificacao, entregar: async () => undefined };
  const servicoDeLotes = new Lotes(trx, defaults, avisos);
  const contas = new Contas(trx, defaults, avisos, servicoDeLotes);
  const diasAtras = (dias: number) => new Date(now.getTime() - (dias + quem.dias) * DAY_MS);
  const dentista = { ...quem.dentista, sessao: 'demo' };
  const auditor = { ...quem.auditor, sessao: 'demo' };
  for (const chave of ['pago', 'emAnalise'] as const) {
    const itens = lotes.get(chave) ?? [];
    const [primeiro] = [...itens].sort((a, b) => a.realizadoEm.getTime() - b.realizadoEm.getTime());
    if (!primeiro) continue;
    const datas = LOTES_DEMO[chave];
    const { id } = await abrirLoteDemo(trx, dentista.id, primeiro.realizadoEm);
    await trx
      .updateTable('planoTratamentoItem')
      .set({ fechamentoId: id })
      .where(
        'id',
        'in',
        itens.map(({ itemId }) => itemId),
      )
      .execute();
    await servicoDeLotes.enviar(trx, dentista, id, diasAtras(datas.enviado));
    for (const { itemId, conta } of itens) {
      if (!conta) continue;
      const pedido =
        conta.decisao === 'pagar'
          ? { decisao: conta.decisao }
          : {
              decisao: conta.decisao,
              codigoGlosa: conta.codigo,
              observacao: conta.nota,
              ...(conta.decisao === 'glosarParte' ? { valorGlosado: conta.valorGlosado } : {}),
            };
      await contas.analisarEm(trx, auditor, itemId, pedido, diasAtras(datas.analisado));
    }
    if ('pago' in datas) {
      const pagoEm = diasAtras(datas.pago);
      await contas.pagarEm(
        trx,
        auditor,
        id,
        { dataPagamento: diaEmSaoPaulo(pagoEm), formaPagamento: quem.dias === 0 ? 'pix' : 'bank_transfer' },
        pagoEm,
      );
    }
  }
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
