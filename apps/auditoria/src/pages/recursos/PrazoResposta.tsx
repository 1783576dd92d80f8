import { Flex, Text } from '@chakra-ui/react';
import { DeadlineBadge, formatDate } from '@odonto/ui';
import { type PrazoDoRecurso, prazoDoRecurso } from './recursoLabels';

export interface PrazoRespostaProps {
  recurso: PrazoDoRecurso;
  /** The day and the badge side by side (a summary) instead of one over the other (a table cell). */
  inline?: boolean;
}

/**
 * The operator's answer deadline of an appeal: the day, and a badge with what it says now ('Faltam 5 dias',
 * 'Vence hoje', 'Vencido há 2 dias'; once answered, 'Respondido no prazo' or 'fora do prazo'), coloured by
 * its band: the words, never the colour alone, carry it.
 */
export function PrazoResposta({ recurso, inline = false }: PrazoRespostaProps) {
  const { label, faixa } = prazoDoRecurso(recurso);
  return (
    <Flex
      direction={inline ? 'row' : 'column'}
      wrap="wrap"
      gap={inline ? '2' : '1'}
      align={inline ? 'center' : 'start'}
      whiteSpace="normal"
    >
      <Text as="span">{formatDate(recurso.prazoResposta)}</Text>
      <DeadlineBadge faixa={faixa}>{label}</DeadlineBadge>
    </Flex>
  );
}
