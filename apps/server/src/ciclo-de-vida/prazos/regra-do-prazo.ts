import type { DentistSchema } from '../../contract';
import { diaEmSaoPaulo, fimDoDia } from './dias';
import { diasUteisEntre, ehUf, faixaDoPrazo, somarDiasUteis, type Uf } from './prazos';

/**
 * Whether the response deadline stands still while the dentist owes the operator an answer (a justification,
 * documents, the acceptance of a change): the operator's rule, configurable with PRAZO_PARA_COM_PENDENCIA
 * ('sim', the default, or 'nao'). When it does, the deadline moves by the business days the item waited
 * (docs/product-rules.md#authorization-desk).
 */
export const PRAZO_PARA_COM_PENDENCIA = (process.env.PRAZO_PARA_COM_PENDENCIA ?? 'sim').trim() !== 'nao';

/** A beneficiary's state as the holiday calendar reads it; São Paulo's when the registry has none we know. */
export function ufDoCalendario(uf: string): Uf {
  const sigla = uf.trim().toUpperCase();
  return ehUf(sigla) ? sigla : 'SP';
}

/** The deadline of an item requested (or contested) at `inicio` with `dias` business days. */
export function prazoDoItem(inicio: Date, dias: number, uf: string): Date {
  return somarDiasUteis(inicio, dias, ufDoCalendario(uf));
}

/**
 * The deadline after the clock stood still from `desde` to `agora`: moved by the business days between them
 * when the operator's rule stops it (`pausa`), unchanged otherwise.
 */
export function prazoDepoisDaPausa(
  prazo: Date,
  desde: Date,
  agora: Date,
  uf: string,
  pausa = PRAZO_PARA_COM_PENDENCIA,
): Date {
  const calendario = ufDoCalendario(uf);
  const parados = diasUteisEntre(desde, agora, calendario);
  if (!pausa || parados <= 0) return prazo;
  return somarDiasUteis(prazo, parados, calendario);
}

/** What the item's deadline reads from (item columns of migration 019 and the beneficiary's state). */
export interface ColunasDoPrazo {
  solicitadoEm: Date;
  prazoResposta: Date;
  diasUteisPrazo: number;
  urgente: boolean;
  prazoPausadoDesde: Date | null;
  respondidoEm: Date | null;
  uf: string;
}

/**
 * The item's deadline as the contract gives it (PrazoDoItem). Days left and band only while the item waits
 * for the operator (`esperaOperadora`); a deadline already past is overdue by at least one business day, even
 * on a weekend or, for an urgency, on the day itself.
 */
export function situacaoDoPrazo(
  colunas: ColunasDoPrazo,
  esperaOperadora: boolean,
  agora: Date,
): DentistSchema<'PrazoDoItem'> {
  const calendario = ufDoCalendario(colunas.uf);
  const restantes = !esperaOperadora
    ? null
    : agora.getTime() > colunas.prazoResposta.getTime()
      ? -Math.max(1, diasUteisEntre(colunas.prazoResposta, agora, calendario))
      : diasUteisEntre(agora, colunas.prazoResposta, calendario);
  return {
    solicitadoEm: colunas.solicitadoEm.toISOString(),
    prazoResposta: colunas.prazoResposta.toISOString(),
    diasUteis: colunas.diasUteisPrazo,
    urgente: colunas.urgente,
    diasUteisRestantes: restantes,
    faixa: restantes === null ? null : faixaDoPrazo(restantes),
    pausado: PRAZO_PARA_COM_PENDENCIA && colunas.prazoPausadoDesde !== null,
    respondidoEm: colunas.respondidoEm?.toISOString() ?? null,
    respondidoNoPrazo:
      colunas.respondidoEm === null
        ? null
        : colunas.respondidoEm.getTime() <= colunas.prazoResposta.getTime(),
  };
}

/**
 * The instants that bound each band today for a state's calendar, for the queue's filter in SQL: a deadline
 * before `agora` is overdue; up to the end of today it is due today; up to the end of the second business day
 * after today, within two days; after that, within the deadline.
 */
export function limitesDasFaixas(agora: Date, uf: string) {
  return {
    fimDeHoje: fimDoDia(diaEmSaoPaulo(agora)),
    fimDoSegundoDiaUtil: somarDiasUteis(agora, 2, ufDoCalendario(uf)),
  };
}
