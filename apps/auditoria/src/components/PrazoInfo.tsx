import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { isOverdue, type PrazoDoItem, prazoDate, prazoSituation } from '../data/prazo';

/** A warning triangle beside an overdue deadline: with the word 'Atrasado', never colour alone. */
const WarningIcon = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M12 3 2 21h20L12 3Zm0 6v6m0 3v.01"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export interface PrazoInfoProps {
  prazo: PrazoDoItem;
  /** A last line under the deadline, e.g. '7 dias na fila'. */
  detail?: string;
}

/**
 * An item's answer deadline: the day (Brasília), what it says now ('Faltam 5 dias úteis', 'Vence hoje',
 * 'Atrasado há 2 dias úteis', with a warning mark and in bold when overdue), and 'Urgente' for an
 * urgency (deadline of 0 business days).
 */
export function PrazoInfo({ prazo, detail }: PrazoInfoProps) {
  const overdue = isOverdue(prazo);
  const running = prazo.diasUteisRestantes !== null;
  return (
    // The table keeps cells on one line: the deadline's words wrap instead of widening the queue.
    <Stack gap="0.5" align="start" whiteSpace="normal" minW="8rem">
      {running ? <Text fontWeight="medium">{prazoDate(prazo)}</Text> : null}
      <HStack
        gap="1"
        color={overdue ? 'fg.error' : running ? 'fg' : 'fg.muted'}
        fontWeight={overdue ? 'bold' : 'normal'}
        fontSize="sm"
      >
        {overdue ? (
          <Box flexShrink={0} display="inline-flex">
            <WarningIcon />
          </Box>
        ) : null}
        <Text>{prazoSituation(prazo)}</Text>
      </HStack>
      {prazo.urgente ? (
        <Badge colorPalette="red" variant="solid">
          Urgente
        </Badge>
      ) : null}
      {detail ? (
        <Text fontSize="sm" color="fg.muted">
          {detail}
        </Text>
      ) : null}
    </Stack>
  );
}
