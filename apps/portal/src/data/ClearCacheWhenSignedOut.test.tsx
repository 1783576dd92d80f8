import { createMemoryStorage } from '@odonto/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { type SessionContextValue, SessionProvider, useSession } from '../session/SessionProvider';
import { LOGIN_RESPONSE } from '../testing/fixtures';
import { ClearCacheWhenSignedOut } from './ClearCacheWhenSignedOut';
import { queryKeys } from './keys';

// Tells React that act() is in use here, as testing libraries do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let captured: SessionContextValue | undefined;

function CaptureSession() {
  captured = useSession();
  return null;
}

/** The portal's providers around the component, with a handle on the session they hold. */
function mountWithSession(queryClient: QueryClient) {
  captured = undefined;
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() => {
    root.render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider storage={createMemoryStorage()}>
          <ClearCacheWhenSignedOut />
          <CaptureSession />
        </SessionProvider>
      </QueryClientProvider>,
    );
  });
  const session = () => {
    if (!captured) throw new Error('A sessão não foi montada.');
    return captured;
  };
  return { session, unmount: () => act(() => root.unmount()) };
}

describe('ClearCacheWhenSignedOut', () => {
  it("should empty the cache when the session ends, so the next dentist never sees the last one's data", async () => {
    const queryClient = new QueryClient();
    const { session, unmount } = mountWithSession(queryClient);
    try {
      act(() => session().signIn(LOGIN_RESPONSE));
      act(() => {
        queryClient.setQueryData(queryKeys.dashboard, { totalPacientes: 12 });
      });
      // Signed in, the cache stays.
      expect(session().status).toBe('authenticated');
      expect(queryClient.getQueryData(queryKeys.dashboard)).toEqual({ totalPacientes: 12 });

      // 'Sair' signs out locally even when the server's logout fails (here nothing answers it).
      await act(async () => {
        await session().signOut();
      });
      expect(session().status).toBe('anonymous');
      expect(queryClient.getQueryData(queryKeys.dashboard)).toBeUndefined();
      expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    } finally {
      unmount();
    }
  });
});
