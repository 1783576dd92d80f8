import { Box, Card, HStack, Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SummaryCardProps {
  /** What the figure is, e.g. 'Total glosado'. */
  label: string;
  /** The figure, already formatted (e.g. 'R$ 1.234,56'). */
  value: ReactNode;
  /** Optional line under the figure, e.g. '3 glosas'. */
  helpText?: string;
  /** Optional decorative icon; it is hidden from assistive technology. */
  icon?: ReactNode;
}

/** One headline figure of a screen (Glosas and Financeiro show three of them side by side). */
export function SummaryCard({ label, value, helpText, icon }: SummaryCardProps) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <HStack justifyContent="space-between" alignItems="flex-start" gap="4">
          <Stat.Root>
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText>{value}</Stat.ValueText>
            {helpText ? <Stat.HelpText as="dd">{helpText}</Stat.HelpText> : null}
          </Stat.Root>
          {icon ? (
            <Box
              aria-hidden="true"
              color="brand.fg"
              bg="brand.subtle"
              borderRadius="full"
              p="2.5"
              display="flex"
              flexShrink={0}
            >
              {icon}
            </Box>
          ) : null}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
