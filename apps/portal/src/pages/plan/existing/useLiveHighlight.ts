import { useEffect, useRef, useState } from 'react';
import { onLiveDecision } from '../../../data/notifications/liveDecisions';

/** How long a row changed by a live decision stays highlighted. */
export const LIVE_HIGHLIGHT_MS = 8000;

/**
 * The items of plan `planId` that a live decision just changed, each for LIVE_HIGHLIGHT_MS, and the newest
 * of them (the row to bring into view); a second decision on the same item restarts its time.
 */
export function useLiveHighlight(planId: number): {
  highlighted: ReadonlySet<number>;
  newest: number | null;
} {
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(new Set());
  const [newest, setNewest] = useState<number | null>(null);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const own = timers.current;
    const stop = onLiveDecision((decision) => {
      if (decision.planId !== planId) return;
      const { itemId } = decision;
      clearTimeout(own.get(itemId));
      setHighlighted((current) => new Set(current).add(itemId));
      setNewest(itemId);
      own.set(
        itemId,
        setTimeout(() => {
          own.delete(itemId);
          setHighlighted((current) => {
            const next = new Set(current);
            next.delete(itemId);
            return next;
          });
          setNewest((current) => (current === itemId ? null : current));
        }, LIVE_HIGHLIGHT_MS),
      );
    });
    return () => {
      stop();
      for (const timer of own.values()) clearTimeout(timer);
      own.clear();
    };
  }, [planId]);

  return { highlighted, newest };
}

/**
 * Brings a changed row into view: centred, smoothly unless the dentist asked the system for less motion
 * (prefers-reduced-motion), then it jumps.
 */
export function scrollRowIntoView(row: Element): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  row.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
}
