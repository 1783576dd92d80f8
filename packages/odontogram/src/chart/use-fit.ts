import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { type ChartView, chartLayout } from './geometry';

/** How the chart is laid out: 'auto' picks by the width it is given. */
export type ChartArrangement = 'auto' | 'wide' | 'compact';

// Below this scale the wide chart (888 px for the permanent teeth) would need a sideways scroller on a
// phone; the compact layout (quadrants stacked, 442 px) is drawn instead.
const MIN_WIDE_SCALE = 0.72;
// Smallest scale of the compact layout: its teeth stay 26 px wide or more (WCAG 2.5.8 asks 24).
export const MIN_COMPACT_SCALE = 0.55;
const NUMBER_PX = 12;

export interface ChartFit {
  compact: boolean;
  /** Tooth numbers in drawing units, so that they read at least 12 px at the scale the chart is drawn. */
  numberSize: number;
}

/**
 * The layout that fits the element's width, and the number size that keeps tooth numbers legible at the
 * scale the SVG is shrunk to. Measured before paint and again whenever the element is resized.
 */
export function useChartFit(
  view: ChartView,
  arrangement: ChartArrangement,
  supernumerary: boolean,
): [RefObject<HTMLDivElement | null>, ChartFit] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const wide = chartLayout(view, { supernumerary }).width;
  const compact =
    arrangement === 'compact' ||
    (arrangement === 'auto' && width !== undefined && width > 0 && width < wide * MIN_WIDE_SCALE);
  const drawn = compact ? chartLayout(view, { supernumerary, compact }).width : wide;
  const scale = width
    ? Math.max(Math.min(1, width / drawn), compact ? MIN_COMPACT_SCALE : MIN_WIDE_SCALE)
    : 1;
  return [ref, { compact, numberSize: Math.round((NUMBER_PX / scale) * 10) / 10 }];
}
