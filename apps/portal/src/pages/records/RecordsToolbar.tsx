import { Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SummaryCard } from '@odonto/ui';
import type { ReactNode } from 'react';
import { ExportButton } from './ExportButton';
import { QuerySearchField, type QuerySearchFieldProps } from './QuerySearchField';

export interface RecordsToolbarProps {
  /** The screen's heading (h1). */
  title: string;
  /** One line under the heading. */
  description: string;
  /** Downloads the current search, filter and tab; rejects when it failed. */
  onExport: () => Promise<void>;
  onRefresh: () => void;
  refreshing: boolean;
  /** The server's totals, once loaded. */
  summary: ReadonlyArray<{ label: string; value: string }> | null;
  search: QuerySearchFieldProps;
  /** The screen's own filter (insurer, payment method). */
  filter: ReactNode;
}

/** Heading, export and refresh, summary cards, search and filter of the Glosas and Financeiro screens. */
export function RecordsToolbar({
  title,
  description,
  onExport,
  onRefresh,
  refreshing,
  summary,
  search,
  filter,
}: RecordsToolbarProps) {
  return (
    <>
      <HStack justifyContent="space-between" alignItems="flex-end" flexWrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted">{description}</Text>
        </Stack>
        <HStack gap="2" alignItems="flex-start">
          <ExportButton onExport={onExport} />
          <Button variant="outline" onClick={onRefresh} loading={refreshing} loadingText="Atualizando...">
            Atualizar
          </Button>
        </HStack>
      </HStack>

      {summary ? (
        <SimpleGrid columns={{ base: 1, md: summary.length }} gap="4">
          {summary.map((item) => (
            <SummaryCard key={item.label} label={item.label} value={item.value} />
          ))}
        </SimpleGrid>
      ) : null}

      <Stack direction={{ base: 'column', md: 'row' }} gap="4" alignItems={{ md: 'flex-end' }}>
        <Stack flex="1">
          <QuerySearchField {...search} />
        </Stack>
        {filter}
      </Stack>
    </>
  );
}
