import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { StatusTiss } from '@odonto/contract';
import { tissLabel } from '../status';

export type TissStatusProps = Omit<HTMLChakraProps<'span'>, 'children'> & {
  /** The TISS status (`statusTiss` of a plan, item or history entry); nothing is shown without one. */
  status: StatusTiss | null | undefined;
};

/** The TISS code and description of a status as quiet text, e.g. 'TISS 7 · Autorizado parcialmente'. */
export function TissStatus({ status, ...rest }: TissStatusProps) {
  const label = tissLabel(status);
  if (!label) return null;
  return (
    <chakra.span fontSize="xs" color="fg.muted" whiteSpace="nowrap" data-tiss={status?.codigo} {...rest}>
      {label}
    </chakra.span>
  );
}
