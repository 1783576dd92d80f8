import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** Main line, e.g. 'Nenhuma glosa encontrada'. */
  title: string;
  /** Optional explanation under the title. */
  description?: string;
  /** Optional decorative icon; it is hidden from assistive technology. */
  icon?: ReactNode;
  /** Optional action, e.g. a button to clear the filters. */
  action?: ReactNode;
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root size="sm">
      <ChakraEmptyState.Content>
        {icon ? <ChakraEmptyState.Indicator aria-hidden="true">{icon}</ChakraEmptyState.Indicator> : null}
        <VStack textAlign="center" gap="1">
          {/* A paragraph, not a heading: the kit cannot know the heading level of the page around it. */}
          <ChakraEmptyState.Title as="p">{title}</ChakraEmptyState.Title>
          {description ? <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description> : null}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
