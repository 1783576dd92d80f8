import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const ZoomInIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4M11 8v6M8 11h6" />
  </Icon>
);

export const ZoomOutIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4M8 11h6" />
  </Icon>
);

export const RotateLeftIcon = () => (
  <Icon>
    <path d="M3 4v6h6" />
    <path d="M3.5 14a9 9 0 1 0 2.1-9.4L3 10" />
  </Icon>
);

export const RotateRightIcon = () => (
  <Icon>
    <path d="M21 4v6h-6" />
    <path d="M20.5 14a9 9 0 1 1-2.1-9.4L21 10" />
  </Icon>
);

export const FlipHorizontalIcon = () => (
  <Icon>
    <path d="M12 3v18M8 7l-5 5 5 5V7zM16 7l5 5-5 5V7z" />
  </Icon>
);

export const FlipVerticalIcon = () => (
  <Icon>
    <path d="M3 12h18M7 8l5-5 5 5H7zM7 16l5 5 5-5H7z" />
  </Icon>
);

export const ResetIcon = () => (
  <Icon>
    <rect x="4" y="4" width="16" height="16" rx="2" />
    <path d="M9 9h6v6H9z" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
