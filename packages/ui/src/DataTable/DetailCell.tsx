import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DetailCellProps {
  /** What the row is: a name, a procedure. */
  children: ReactNode;
  /** What tells it apart, in a smaller muted line beneath: a card number, a code, a CRO. */
  detail: ReactNode;
}

/** A table cell of two lines, the main text over its muted detail, alike on every screen of both apps. */
export function DetailCell({ children, detail }: DetailCellProps) {
  return (
    <Stack gap="0">
      <Text fontWeight="medium">{children}</Text>
      <Text fontSize="sm" color="fg.muted">
        {detail}
      </Text>
    </Stack>
  );
}
