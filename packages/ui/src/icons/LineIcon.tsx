import type { ReactNode } from 'react';

export interface LineIconProps {
  /** Width and height in pixels. */
  size?: number;
  /** Stroke width in viewBox units (24 × 24). */
  strokeWidth?: number;
  children: ReactNode;
}

/**
 * The kit's small line icons, drawn inline so the kit needs no icon package. They are decorative
 * (aria-hidden): the button or link around them carries the accessible name.
 */
export function LineIcon({ size = 20, strokeWidth = 2, children }: LineIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export type IconProps = Pick<LineIconProps, 'size'>;
