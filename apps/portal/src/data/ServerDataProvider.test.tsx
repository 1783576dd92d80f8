import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { ServerDataProvider } from './ServerDataProvider';

// Tells React that act() is in use here, as testing libraries do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seen: QueryClient[] = [];

function CaptureClient() {
  seen.push(useQueryClient());
  return null;
}

function render(node: ReactNode) {
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() => root.render(node));
  return () => act(() => root.unmount());
}

describe('ServerDataProvider', () => {
  it('should give the signed-in screens a cache of their own, and a new one after it unmounted', () => {
    seen.length = 0;
    const unmountFirst = render(
      <ServerDataProvider>
        <CaptureClient />
      </ServerDataProvider>,
    );
    const first = seen.at(-1);
    expect(first).toBeInstanceOf(QueryClient);
    first?.setQueryData(['dashboard'], { totalPacientes: 12 });
    unmountFirst();

    // The session ended (the protected layout went away): the next one starts empty.
    const unmountSecond = render(
      <ServerDataProvider>
        <CaptureClient />
      </ServerDataProvider>,
    );
    const second = seen.at(-1);
    expect(second).not.toBe(first);
    expect(second?.getQueryData(['dashboard'])).toBeUndefined();
    unmountSecond();
  });

  it('should use the cache provided above it', () => {
    seen.length = 0;
    const provided = new QueryClient();
    const unmount = render(
      <QueryClientProvider client={provided}>
        <ServerDataProvider>
          <CaptureClient />
        </ServerDataProvider>
      </QueryClientProvider>,
    );
    expect(seen.at(-1)).toBe(provided);
    unmount();
  });
});
