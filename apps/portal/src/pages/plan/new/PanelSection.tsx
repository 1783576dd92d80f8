import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled, bordered block of the plan screen, named by its heading for assistive technology. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-label={title}
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      p={{ base: '4', md: '5' }}
    >
      <Heading as="h2" size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Label/value pairs of a panel, as a description list. */
export function Facts({ items }: { items: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
      columnGap="4"
      rowGap="1"
    >
      {items.map(([term, value]) => (
        <Box key={term} display="contents">
          <Box as="dt" color="fg.muted" fontSize="sm">
            {term}
          </Box>
          <Box as="dd" fontWeight="medium" mb={{ base: '2', sm: '0' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
