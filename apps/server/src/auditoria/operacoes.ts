import { type Kysely, sql } from 'kysely';
import { ESPERANDO_DENTISTA, NA_FILA, RESPOSTA_FINAL } from '../ciclo-de-vida/ciclo-de-vida';
import { diaEmSaoPaulo, fimDoDia, shiftDia } from '../ciclo-de-vida/prazos/dias';
import { situacaoDoPrazo } from '../ciclo-de-vida/prazos/regra-do-prazo';
import type { DentistOperations, DentistSchema, QueryParams } from '../contract';
import type { Database } from '../plataforma/banco/schema';
import { fieldError } from '../plataforma/errors';
import { MSG_AUDITORIA_ITENS } from './messages';

type Periodo = QueryParams<DentistOperations['getAuditoriaOperacoes']>;
type OperacoesAuditoria = DentistSchema<'OperacoesAuditoria'>;

/** The period when none is asked: the last 30 days, today included. */
const DIAS_PADRAO = 30;
/** The longest period one request reads. */
const DIAS_MAXIMOS = 366;

/** The period's first and last days (São Paulo); 400 when it is reversed or too long. */
export function periodoDasOperacoes(periodo: Periodo, agora: Date): { de: string; ate: string } {
  const ate = periodo.ate ?? diaEmSaoPaulo(agora);
  const de = periodo.de ?? shiftDia(ate, -(DIAS_PADRAO - 1));
  if (de > ate) throw fieldError(400, 'de', MSG_AUDITORIA_ITENS.periodoInvalido);
  if (shiftDia(de, DIAS_MAXIMOS - 1) < ate) throw fieldError(400, 'de', MSG_AUDITORIA_ITENS.periodoLongo);
  return { de, ate };
}

/** A share of a total, 0-100 with one decimal; null when there is nothing to share. */
const percentual = (parte: number, total: number) =>
  total === 0 ? null : Math.round((parte / total) * 1000) / 10;

/** The median of some numbers, with one decimal; null when there are none. */
function mediana(valores: readonly number[]): number | null {
  if (valores.length === 0) return null;
  const ordenados = [...valores].sort((a, b) => a - b);
  const meio = Math.floor(ordenados.length / 2);
  const valor =
    ordenados.length % 2 === 1
      ? (ordenados[meio] ?? 0)
      : ((ordenados[meio - 1] ?? 0) + (ordenados[meio] ?? 0)) / 2;
  return Math.round(valor * 10) / 10;
}

const HORA_MS = 60 * 60 * 1000;

/**
 * The operations view of the desk (issue #30): the items waiting for the operator now by deadline band, and
 * the first final answers given in the period (authorized, with change, denied; automatic ones included): how
 * many, the median hours from request to answer, the share within the deadline and the share automatic.
 */
export async function operacoesDaAuditoria(
  db: Kysely<Database>,
  periodo: Periodo,
  agora = new Date(),
): Promise<OperacoesAuditoria> {
  const { de, ate } = periodoDasOperacoes(periodo, agora);
  const pendentes = await db
    .selectFrom('planoTratamentoItem as i')
    .innerJoin('planoTratamento as p', 'p.id', 'i.planoTratamentoId')
    .innerJoin('beneficiario as b', 'b.id', 'p.beneficiarioId')
    .select([
      'i.status',
      'i.solicitadoEm',
      'i.prazoResposta',
      'i.diasUteisPrazo',
      'i.urgente',
      'i.prazoPausadoDesde',
      'i.respondidoEm',
      'b.uf',
    ])
    .where('i.status', 'in', [...NA_FILA, ...ESPERANDO_DENTISTA])
    // A cancelled plan's items wait for nothing.
    .where('p.status', '<>', 4)
    .execute();
  const porFaixa = { atrasado: 0, 'vence-hoje': 0, 'ate-2-dias': 0, 'no-prazo': 0 };
  let emJunta = 0;
  let aguardandoDentista = 0;
  for (const item of pendentes) {
    if (ESPERANDO_DENTISTA.includes(item.status)) {
      aguardandoDentista++;
      continue;
    }
    if (item.status === 'Em Junta') emJunta++;
    const faixa = situacaoDoPrazo(item, true, agora).faixa;
    if (faixa !== null) porFaixa[faixa]++;
  }
  const respostas = await db
    .selectFrom('planoTratamentoItem as i')
    .select([
      'i.solicitadoEm',
      'i.prazoResposta',
      'i.autorizacaoAutomatica',
      sql<Date>`i.respondido_em`.as('respondidoEm'),
      sql<string>`(select h.para from plano_item_historico h
        where h.plano_tratamento_item_id = i.id and h.autor_papel <> 'Dentista'
          and h.para in (${sql.join([...RESPOSTA_FINAL])})
        order by h.id limit 1)`.as('resposta'),
    ])
    .where('i.respondidoEm', '>', fimDoDia(shiftDia(de, -1)))
    .where('i.respondidoEm', '<=', fimDoDia(ate))
    .execute();
  const noPrazo = respostas.filter((row) => row.respondidoEm.getTime() <= row.prazoResposta.getTime()).length;
  const automaticos = respostas.filter((row) => row.autorizacaoAutomatica !== null).length;
  return {
    de,
    ate,
    pendentes: {
      total: pendentes.length - aguardandoDentista,
      atrasado: porFaixa.atrasado,
      venceHoje: porFaixa['vence-hoje'],
      ate2Dias: porFaixa['ate-2-dias'],
      noPrazo: porFaixa['no-prazo'],
      emJunta,
      aguardandoDentista,
    },
    respostas: {
      total: respostas.length,
      autorizados: respostas.filter((row) => row.resposta === 'Autorizado').length,
      autorizadosComAlteracao: respostas.filter((row) => row.resposta === 'Aguardando Aceite').length,
      negados: respostas.filter((row) => row.resposta === 'Negado').length,
      automaticos,
      noPrazo,
      percentualNoPrazo: percentual(noPrazo, respostas.length),
      percentualAutomatico: percentual(automaticos, respostas.length),
      medianaHoras: mediana(
        respostas.map((row) => (row.respondidoEm.getTime() - row.solicitadoEm.getTime()) / HORA_MS),
      ),
    },
  };
}
