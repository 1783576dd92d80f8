import { HStack, Spinner, Text } from '@chakra-ui/react';

export interface LoadingStateProps {
  /** What is loading, e.g. 'Carregando planos de tratamento...'. */
  text?: string;
}

/** A spinner with its text, announced politely to screen readers (role status). */
export function LoadingState({ text = 'Carregando...' }: LoadingStateProps) {
  return (
    <HStack role="status" justifyContent="center" gap="3" py="8" color="fg.muted">
      <Spinner size="md" color="brand.solid" borderWidth="3px" aria-hidden="true" />
      <Text>{text}</Text>
    </HStack>
  );
}
