import type { DentistSchema } from '@odonto/contract';

type PlanoTratamentoItem = DentistSchema<'PlanoTratamentoItem'>;

/** A count of business days in pt-BR: '1 dia útil', '5 dias úteis'. */
export const formatBusinessDays = (count: number): string =>
  `${count} ${count === 1 ? 'dia útil' : 'dias úteis'}`;

const AUTOMATIC: Record<NonNullable<PlanoTratamentoItem['autorizacaoAutomatica']>, string> = {
  urgencia: 'Autorizado automaticamente (urgência)',
  'baixa-complexidade': 'Autorizado automaticamente (baixa complexidade)',
};

/**
 * An item authorized on creation by the operator's rule, without the queue (issue #30), as both apps say it;
 * null when it was not.
 */
export const automaticAuthorizationLabel = (
  item: Pick<PlanoTratamentoItem, 'autorizacaoAutomatica'>,
): string | null => (item.autorizacaoAutomatica ? AUTOMATIC[item.autorizacaoAutomatica] : null);
