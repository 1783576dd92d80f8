import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { PlanoTratamentoItem } from '@odonto/contract';
import { statusBadgeRecipe } from '../theme/recipes/statusBadge';
import type { StatusTone } from '../theme/statusTones';

const BadgeRoot = chakra('span', statusBadgeRecipe);

/** The band of an item's answer deadline (openapi FaixaPrazo), null when it does not wait for the operator. */
export type FaixaPrazo = PlanoTratamentoItem['prazo']['faixa'];

const TONES: Record<NonNullable<FaixaPrazo>, StatusTone> = {
  atrasado: 'prazo.atrasado',
  'vence-hoje': 'prazo.venceHoje',
  'ate-2-dias': 'prazo.ate2Dias',
  'no-prazo': 'prazo.noPrazo',
};

/** The tone of a deadline band: red when overdue, orange on its last day, yellow within 2 business days. */
export const deadlineTone = (faixa: FaixaPrazo): StatusTone => (faixa ? TONES[faixa] : 'prazo.noPrazo');

/**
 * The band of a deadline counted in calendar days from today (0 on its last day, negative after it), as the
 * appeal's deadlines come from the server: overdue, last day, up to 2 days, in time.
 */
export function faixaDosDias(dias: number): NonNullable<FaixaPrazo> {
  if (dias < 0) return 'atrasado';
  if (dias === 0) return 'vence-hoje';
  return dias <= 2 ? 'ate-2-dias' : 'no-prazo';
}

export type DeadlineBadgeProps = HTMLChakraProps<'span'> & {
  /** The band of the deadline (the item's `prazo.faixa`), which gives the colour. */
  faixa: FaixaPrazo;
};

/**
 * The operator's answer deadline of an item (RN 566/2022), e.g. 'Prazo vencido há 2 dias úteis', coloured by
 * its band; the text is the caller's, so the colour is never the only sign.
 */
export function DeadlineBadge({ faixa, children, ...rest }: DeadlineBadgeProps) {
  const tone = deadlineTone(faixa);
  return (
    <BadgeRoot tone={tone} data-tone={tone} whiteSpace="normal" {...rest}>
      {children}
    </BadgeRoot>
  );
}
