import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceLiveDecision } from '../../../data/notifications/liveDecisions';
import { LIVE_HIGHLIGHT_MS, scrollRowIntoView, useLiveHighlight } from './useLiveHighlight';

// Tells React that act() is in use here, as testing libraries do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLDivElement;
let seen: { highlighted: number[]; newest: number | null };

function Probe({ planId }: { planId: number }) {
  const { highlighted, newest } = useLiveHighlight(planId);
  seen = { highlighted: [...highlighted].sort(), newest };
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<Probe planId={1024} />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('useLiveHighlight', () => {
  it("should highlight the plan's changed items for a while, the newest last, and not another plan's", () => {
    act(() => announceLiveDecision({ planId: 1024, itemId: 3304 }));
    act(() => announceLiveDecision({ planId: 9999, itemId: 1 }));
    act(() => vi.advanceTimersByTime(1000));
    act(() => announceLiveDecision({ planId: 1024, itemId: 3303 }));
    expect(seen).toEqual({ highlighted: [3303, 3304], newest: 3303 });
    act(() => vi.advanceTimersByTime(LIVE_HIGHLIGHT_MS - 1000));
    expect(seen).toEqual({ highlighted: [3303], newest: 3303 });
    act(() => vi.advanceTimersByTime(1000));
    expect(seen).toEqual({ highlighted: [], newest: null });
  });

  it('should restart the time of an item decided again', () => {
    act(() => announceLiveDecision({ planId: 1024, itemId: 3304 }));
    act(() => vi.advanceTimersByTime(LIVE_HIGHLIGHT_MS - 1));
    act(() => announceLiveDecision({ planId: 1024, itemId: 3304 }));
    act(() => vi.advanceTimersByTime(LIVE_HIGHLIGHT_MS - 1));
    expect(seen.highlighted).toEqual([3304]);
    act(() => vi.advanceTimersByTime(1));
    expect(seen.highlighted).toEqual([]);
  });
});

describe('scrollRowIntoView', () => {
  it.each([
    [true, 'auto'],
    [false, 'smooth'],
  ])(
    'should scroll the row to the centre, jumping when reduced motion is asked (%s: %s)',
    (reduce, behavior) => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
      }));
      const row = document.createElement('tr');
      const scroll = vi.spyOn(row, 'scrollIntoView').mockImplementation(() => undefined);
      scrollRowIntoView(row);
      expect(scroll).toHaveBeenCalledWith({ block: 'center', behavior });
      vi.unstubAllGlobals();
    },
  );
});
