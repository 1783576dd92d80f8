import { type KeyboardEvent, useRef, useState } from 'react';
import type { ChartView } from './geometry';
import type { OdontogramLabels } from './labels';
import { cssPaint } from './theme';

interface DentitionTabsProps {
  views: ChartView[];
  value: ChartView;
  onChange: (view: ChartView) => void;
  labels: OdontogramLabels;
  /** Id prefix of the chart; the tab panel is `${ids}panel`. */
  ids: string;
}

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

/** 'Permanentes' / 'Decíduos' (/ 'Mista') as ARIA tabs: one tab stop, arrows, Home and End switch. */
export function DentitionTabs({ views, value, onChange, labels, ids }: DentitionTabsProps) {
  const [focused, setFocused] = useState<ChartView | null>(null);
  const elements = useRef(new Map<ChartView, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEPS[event.key];
    let next: number | undefined;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = views.length - 1;
    else if (step !== undefined) next = (index + step + views.length) % views.length;
    const target = next === undefined ? undefined : views[next];
    if (!target) return;
    event.preventDefault();
    onChange(target);
    elements.current.get(target)?.focus();
  };

  return (
    <div role="tablist" aria-label={labels.chart} style={{ display: 'flex', gap: 4 }}>
      {views.map((view, index) => {
        const selected = view === value;
        return (
          <button
            key={view}
            ref={(element) => {
              if (element) elements.current.set(view, element);
              else elements.current.delete(view);
            }}
            type="button"
            role="tab"
            id={`${ids}tab-${view}`}
            aria-selected={selected}
            aria-controls={`${ids}panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(view)}
            onFocus={() => setFocused(view)}
            onBlur={() => setFocused(null)}
            onKeyDown={(event) => onKeyDown(event, index)}
            style={{
              minHeight: 44,
              padding: '0 16px',
              font: 'inherit',
              fontWeight: selected ? 700 : 400,
              color: 'inherit',
              background: 'none',
              border: 'none',
              borderBottom: `3px solid ${selected ? cssPaint('selected') : 'transparent'}`,
              cursor: 'pointer',
              // Drawn here rather than left to the browser, so a page's CSS reset cannot remove it.
              outline: focused === view ? `2px solid ${cssPaint('focus')}` : 'none',
              outlineOffset: -2,
            }}
          >
            {labels[view]}
          </button>
        );
      })}
    </div>
  );
}
