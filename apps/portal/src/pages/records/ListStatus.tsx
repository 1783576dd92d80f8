import { Button, Stack } from '@chakra-ui/react';
import { LoadingState, Notice } from '@odonto/ui';
import type { ServerListState } from './useServerList';

export interface ListStatusProps<Data> {
  /** The list's loading state. */
  state: ServerListState<Data>;
  /** Text while the first page loads, e.g. 'Carregando glosas...'. */
  loadingText: string;
  /** Asks for the page again. */
  onRetry: () => void;
}

/** The loading text or the error with 'Tentar novamente'; nothing once the list is ready. */
export function ListStatus<Data>({ state, loadingText, onRetry }: ListStatusProps<Data>) {
  if (state.kind === 'loading') return <LoadingState text={loadingText} />;
  if (state.kind === 'error')
    return (
      <Stack gap="3" align="start">
        <Notice status="error">{state.message}</Notice>
        <Button variant="outline" onClick={onRetry}>
          Tentar novamente
        </Button>
      </Stack>
    );
  return null;
}
