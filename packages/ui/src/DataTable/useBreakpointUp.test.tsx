import { UiProvider } from '@odonto/ui';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { useBreakpointUp } from './useBreakpointUp';

// Tells React that act() is in use here, as testing libraries do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
// The size the test page had, given back after each test for the files that run after this one.
const initial = { width: window.innerWidth, height: window.innerHeight };

function Layout() {
  return <p>{useBreakpointUp('md') ? 'tabela' : 'cartões'}</p>;
}

/** Resizes the test page and waits until the browser has told the page's media queries. */
async function resize(width: number) {
  await act(async () => {
    await page.viewport(width, 800);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  act(() => root.unmount());
  container.remove();
  await page.viewport(initial.width, initial.height);
});

describe('useBreakpointUp', () => {
  it("should follow the viewport across Chakra's md breakpoint (48rem), from the first render on", async () => {
    await resize(500);
    act(() =>
      root.render(
        <UiProvider>
          <Layout />
        </UiProvider>,
      ),
    );
    expect(container.textContent).toBe('cartões');
    await resize(800);
    expect(container.textContent).toBe('tabela');
    await resize(767);
    expect(container.textContent).toBe('cartões');
  });
});
