import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { StatusTiss } from '@odonto/contract';
import { type StatusKind, type StatusValues, statusDisplay } from '../status';
import { statusBadgeRecipe } from '../theme/recipes/statusBadge';

const BadgeRoot = chakra('span', statusBadgeRecipe);

export type StatusBadgeProps<K extends StatusKind = StatusKind> = Omit<
  HTMLChakraProps<'span'>,
  'children'
> & {
  /** Which status this is: treatment plan, plan item, glosa, financial record or billing batch. */
  kind: K;
  /** The status value as the API gives it; unknown values get the fallback of docs/product-rules.md#states-and-transitions. */
  value: StatusValues[K];
  /** The status's TISS code (plans and items carry `statusTiss`): shown after the label, e.g. 'Negado · TISS 3'. */
  tiss?: StatusTiss | null;
};

/** A status pill with the label and colour of docs/product-rules.md#states-and-transitions. */
export function StatusBadge<K extends StatusKind>({ kind, value, tiss, ...rest }: StatusBadgeProps<K>) {
  const { label, tone } = statusDisplay(kind, value);
  return (
    <BadgeRoot tone={tone} data-tone={tone} {...rest}>
      {label}
      {tiss ? <chakra.span fontWeight="normal">{` · TISS ${tiss.codigo}`}</chakra.span> : null}
    </BadgeRoot>
  );
}
