import { useState } from 'react';
import { REGIONS, type RegionCode } from '../model/regions';
import type { OdontogramLabels } from './labels';
import { cssPaint } from './theme';

/**
 * The regions as buttons, for the compact layout: there the quadrants are stacked, so a band cannot run
 * over a sextant's teeth (S2 lies on two rows). Arches, hemi-arches, then sextants, each named as TISS names
 * it; what is not asked for stays focusable but disabled, described by the reason.
 */
export function RegionButtons({
  value,
  isAsked,
  onPick,
  labels,
  reasonId,
}: {
  value: RegionCode | null;
  isAsked: (kind: (typeof REGIONS)[number]['kind']) => boolean;
  onPick: (code: RegionCode) => void;
  labels: OdontogramLabels;
  reasonId: string | undefined;
}) {
  const [focused, setFocused] = useState<RegionCode | null>(null);
  return (
    <fieldset style={{ border: 'none', margin: '8px 0 0', padding: 0, minWidth: 0 }}>
      <legend style={{ padding: 0, marginBottom: 4, fontWeight: 600 }}>{labels.regionsTitle}</legend>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {REGIONS.map((region) => {
          const on = value === region.code;
          const disabled = !isAsked(region.kind);
          return (
            <button
              key={region.code}
              type="button"
              data-region={region.code}
              aria-label={labels.region(region)}
              aria-pressed={on}
              aria-disabled={disabled || undefined}
              aria-describedby={disabled ? reasonId : undefined}
              onClick={() => {
                if (!disabled) onPick(region.code);
              }}
              onFocus={() => setFocused(region.code)}
              onBlur={() => setFocused(null)}
              style={{
                minHeight: 44,
                minWidth: 44,
                padding: '0 10px',
                font: 'inherit',
                fontWeight: on ? 700 : 400,
                color: on ? cssPaint('surface') : 'inherit',
                background: on ? cssPaint('selected') : cssPaint('surface'),
                border: `1px ${disabled ? 'dashed' : 'solid'} ${cssPaint('outline')}`,
                borderRadius: 4,
                cursor: disabled ? 'not-allowed' : 'pointer',
                // Drawn here rather than left to the browser, so a page's CSS reset cannot remove it.
                outline: focused === region.code ? `3px solid ${cssPaint('focus')}` : 'none',
                outlineOffset: 2,
              }}
            >
              {region.kind === 'sextant' ? region.code : region.name}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
