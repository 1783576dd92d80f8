import type { Kysely } from 'kysely';
import { diaEmSaoPaulo } from '../ciclo-de-vida/prazos/dias';
import { todasAsGlosas } from '../dados-do-dentista/glosas';
import { registrarNotificacao } from '../notificacoes/notificacoes';
import type { PlanoDefaults } from '../planos/config';
import type { Database } from '../plataforma/banco/schema';
import { Contas } from './contas';
import { competenciaOf, loteAberto } from './fechamento';
import { Lotes } from './lotes';
import { RecursosDeGlosa } from './recursos';
import type { PrazosDeRecurso } from './recursos-config';
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

/** A demo appeal's round: when it was sent and, if answered, when and how. */
interface RodadaDemo {
  enviado: number;
  justificativa: string;
  resposta?:
    | { em: number; decisao: 'aceitar' }
    | { em: number; decisao: 'aceitarParte'; valor: number; nota: string }
    | {
        em: number;
        decisao: 'manter';
        nota: string;
      };
}

/**
 * The demo's glosa appeals, in days before the seed (one more for the second dentist), one per case the
 * product-rules list: the first dentist leaves the paid batch's resin glosa (3030) unappealed past its 30 days,
 * and appeals the panoramic without report (3015) twice: kept for want of the report, appealed again with it,
 * waiting in the console's queue; the second dentist has the resin glosa accepted in part and the panoramic
 * accepted whole, both credits waiting for the next statement.
 */
const RECURSOS_DEMO: Record<'primeiro' | 'segundo', { resina: RodadaDemo[]; panoramica: RodadaDemo[] }> = {
  primeiro: {
    resina: [],
    panoramica: [
      {
        enviado: 18,
        justificativa:
          'A panorâmica foi realizada em 05/10 para o planejamento das exodontias; a imagem está no plano.',
        resposta: {
          em: 12,
          decisao: 'manter',
          nota: 'A imagem chegou sem o laudo; o contrato exige o laudo da radiografia panorâmica para o pagamento.',
        },
      },
      {
        enviado: 5,
        justificativa: 'Segue o laudo da panorâmica, assinado pela radiologista, com a imagem de 05/10.',
      },
    ],
  },
  segundo: {
    resina: [
      {
        enviado: 40,
        justificativa:
          'A restauração do 37 é em resina (A3); o flash escureceu a foto final. Seguem nova foto e a nota do material.',
        resposta: {
          em: 20,
          decisao: 'aceitarParte',
          valor: 25,
          nota: 'A nova foto mostra resina na oclusal e o amálgama antigo mantido na distal: paga-se a resina de 1 face.',
        },
      },
    ],
    panoramica: [
      {
        enviado: 15,
        justificativa: 'Seguem a imagem e o laudo da panorâmica, que não subiram com o lote.',
        resposta: { em: 8, decisao: 'aceitar' },
      },
    ],
  },
};

/**
 * A demo dentist's glosa appeals by the services the portal and the console use (the TISS recursoGlosa and
 * its answer built and validated), after the month's batches: each round sent and answered on its day.
 */
export async function recorrerGlosasDemo(
  trx: Kysely<Database>,
  defaults: PlanoDefaults,
  prazos: PrazosDeRecurso,
  quem: { dentista: DentistaDemo; auditor: DentistaDemo; dias: number },
  now: Date,
) {
  const avisos = { registrar: registrarNotificacao, entregar: async () => undefined };
  const recursos = new RecursosDeGlosa(trx, defaults, prazos, avisos, async () => []);
  const diasAtras = (dias: number) => new Date(now.getTime() - (dias + quem.dias) * DAY_MS);
  const dentista = { ...quem.dentista, sessao: 'demo' };
  const auditor = { ...quem.auditor, sessao: 'demo' };
  const glosas = await todasAsGlosas(trx)
    .select(['a.id', 'pr.tuss'])
    .where('f.dentistaId', '=', dentista.id)
    .execute();
  const casos = RECURSOS_DEMO[quem.dias === 0 ? 'primeiro' : 'segundo'];
  for (const [tuss, rodadas] of [
    ['85100200', casos.resina],
    ['81000405', casos.panoramica],
  ] as const) {
    const glosa = glosas.find((cada) => cada.tuss === tuss);
    if (!glosa) continue;
    for (const rodada of rodadas) {
      const { id } = await recursos.recorrerEm(
        trx,
        dentista,
        { itens: [{ idGlosa: glosa.id, justificativa: rodada.justificativa }] },
        diasAtras(rodada.enviado),
      );
      if (!rodada.resposta) continue;
      const [item] = await trx
        .selectFrom('recursoGlosaItem')
        .select('id')
        .where('recursoGlosaId', '=', id)
        .execute();
      if (!item) continue;
      const { resposta } = rodada;
      await recursos.responderEm(
        trx,
        auditor,
        id,
        {
          itens: [
            resposta.decisao === 'aceitar'
              ? { id: item.id, decisao: 'aceitar' }
              : resposta.decisao === 'aceitarParte'
                ? {
                    id: item.id,
                    decisao: 'aceitarParte',
                    valorAcatado: resposta.valor,
                    justificativa: resposta.nota,
                  }
                : { id: item.id, decisao: 'manter', justificativa: resposta.nota },
          ],
        },
        diasAtras(resposta.em),
      );
    }
  }
}
