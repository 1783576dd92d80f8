import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { StatusTiss } from '@odonto/contract';
import { LazyStatusHelpLink } from '../Glossary/LazyGlossaryLinks';
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
  /**
   * A '?' beside the badge links to the status's glossary entry ('O que significa Negado?'). False inside a
   * button or a link, where a link cannot nest: put a GlossaryHelpLink beside that control instead.
   */
  glossary?: boolean;
};

/**
 * A status pill with the label and colour of docs/product-rules.md#states-and-transitions, and a link to what
 * it means in the glossary.
 */
export function StatusBadge<K extends StatusKind>({
  kind,
  value,
  tiss,
  glossary = true,
  alignSelf,
  flexShrink,
  ...rest
}: StatusBadgeProps<K>) {
  const { label, tone } = statusDisplay(kind, value);
  const badge = (
    <BadgeRoot tone={tone} data-tone={tone} {...rest} {...(glossary ? {} : { alignSelf, flexShrink })}>
      {label}
      {tiss ? <chakra.span fontWeight="normal">{` · TISS ${tiss.codigo}`}</chakra.span> : null}
    </BadgeRoot>
  );
  if (!glossary) return badge;
  // The badge and its '?' stay together; where the pair sits in its container is the badge's say.
  return (
    <chakra.span
      display="inline-flex"
      // On a phone's narrow card the '?' goes under a long badge rather than past the screen's edge.
      flexWrap="wrap"
      alignItems="center"
      gap="0.5"
      maxW="full"
      alignSelf={alignSelf}
      flexShrink={flexShrink}
    >
      {badge}
      <LazyStatusHelpLink kind={kind} value={value} label={label} />
    </chakra.span>
  );
}
