import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { StatusTiss } from '@odonto/contract';
import { tissAnchor } from '../Glossary/anchors';
import { LazyGlossaryLink } from '../Glossary/LazyGlossaryLinks';
import { tissLabel } from '../status';

export type TissStatusProps = Omit<HTMLChakraProps<'span'>, 'children'> & {
  /** The TISS status (`statusTiss` of a plan, item or history entry); nothing is shown without one. */
  status: StatusTiss | null | undefined;
  /** Links to the code's glossary entry (what 'TISS 2' means); false inside a button or a link. */
  glossary?: boolean;
};

/** The TISS code and description of a status as quiet text, e.g. 'TISS 7 · Autorizado parcialmente'. */
export function TissStatus({ status, glossary = true, ...rest }: TissStatusProps) {
  const label = tissLabel(status);
  if (!label || !status) return null;
  return (
    <chakra.span fontSize="xs" color="fg.muted" whiteSpace="nowrap" data-tiss={status.codigo} {...rest}>
      {glossary ? <LazyGlossaryLink anchor={tissAnchor(status.codigo)}>{label}</LazyGlossaryLink> : label}
    </chakra.span>
  );
}
