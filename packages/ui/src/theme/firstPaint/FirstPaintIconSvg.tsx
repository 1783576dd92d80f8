import type { FirstPaintIcon } from './types';

/** One of Chakra's icons as the catalog rendered it (a notice's status, the close button's cross); decorative. */
export function FirstPaintIconSvg({ icon }: { icon: FirstPaintIcon | undefined }) {
  if (!icon) return null;
  return (
    <svg viewBox={icon.viewBox} className={icon.className} aria-hidden="true" focusable="false">
      {icon.paths.map((path) => (
        <path key={path.d} d={path.d} fillRule={path.fillRule} clipRule={path.clipRule} />
      ))}
    </svg>
  );
}
