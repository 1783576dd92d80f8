import { Button, Stack } from '@chakra-ui/react';
import { LoadingState } from '../LoadingState';
import { Notice } from '../Notice';

export interface LoadStatusProps {
  /** Nothing to show yet: the loading text shows. */
  loading?: boolean;
  /** What is loading, e.g. 'Carregando glosas...'. */
  loadingText?: string;
  /** Why the last load failed, in the user's words; null when it did not fail. */
  error: string | null;
  /** Asks again; without it no retry button is offered (nothing would change). */
  onRetry?: () => void;
  /** Text of the retry button. */
  retryLabel?: string;
}

/** Where a screen's data stands: the loading text, or the error with 'Tentar novamente'; nothing once loaded. */
export function LoadStatus({
  loading = false,
  loadingText,
  error,
  onRetry,
  retryLabel = 'Tentar novamente',
}: LoadStatusProps) {
  if (loading) return <LoadingState text={loadingText} />;
  if (!error) return null;
  return (
    <Stack gap="3" align="start">
      <Notice status="error">{error}</Notice>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Stack>
  );
}
