import { type IconProps, LineIcon } from './LineIcon';

export const MenuIcon = ({ size }: IconProps) => (
  <LineIcon size={size}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </LineIcon>
);

export const SearchIcon = ({ size }: IconProps) => (
  <LineIcon size={size}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </LineIcon>
);

export const PlusIcon = ({ size }: IconProps) => (
  <LineIcon size={size}>
    <path d="M12 5v14M5 12h14" />
  </LineIcon>
);

export const LogoutIcon = ({ size }: IconProps) => (
  <LineIcon size={size}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </LineIcon>
);

export const UploadIcon = ({ size = 32 }: IconProps) => (
  <LineIcon size={size}>
    <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
  </LineIcon>
);

export const DocumentIcon = ({ size = 32 }: IconProps) => (
  <LineIcon size={size} strokeWidth={1.75}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zm0 0v5h5M9 13h6M9 17h4" />
  </LineIcon>
);

export const FileIcon = ({ size = 28 }: IconProps) => (
  <LineIcon size={size} strokeWidth={1.75}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zm0 0v5h5" />
  </LineIcon>
);

export const TrashIcon = ({ size = 18 }: IconProps) => (
  <LineIcon size={size} strokeWidth={1.75}>
    <path d="M4 7h16M10 11v6m4-6v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </LineIcon>
);

export const ZoomInIcon = ({ size }: IconProps) => (
  <LineIcon size={size}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4M11 8v6M8 11h6" />
  </LineIcon>
);

export const ZoomOutIcon = ({ size }: IconProps) => (
  <LineIcon size={size}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4M8 11h6" />
  </LineIcon>
);

export const RotateLeftIcon = ({ size }: IconProps) => (
  <LineIcon size={size}>
    <path d="M3 4v6h6" />
    <path d="M3.5 14a9 9 0 1 0 2.1-9.4L3 10" />
  </LineIcon>
);

export const RotateRightIcon = ({ size }: IconProps) => (
  <LineIcon size={size}>
    <path d="M21 4v6h-6" />
    <path d="M20.5 14a9 9 0 1 1-2.1-9.4L21 10" />
  </LineIcon>
);

export const FlipHorizontalIcon = ({ size }: IconProps) => (
  <LineIcon size={size}>
    <path d="M12 3v18M8 7l-5 5 5 5V7zM16 7l5 5-5 5V7z" />
  </LineIcon>
);

export const FlipVerticalIcon = ({ size }: IconProps) => (
  <LineIcon size={size}>
    <path d="M3 12h18M7 8l5-5 5 5H7zM7 16l5 5 5-5H7z" />
  </LineIcon>
);

export const ResetIcon = ({ size }: IconProps) => (
  <LineIcon size={size}>
    <rect x="4" y="4" width="16" height="16" rx="2" />
    <path d="M9 9h6v6H9z" />
  </LineIcon>
);

export const CloseIcon = ({ size }: IconProps) => (
  <LineIcon size={size}>
    <path d="M6 6l12 12M18 6 6 18" />
  </LineIcon>
);

export const BellIcon = ({ size }: IconProps) => (
  <LineIcon size={size}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </LineIcon>
);

/** A question mark in a circle: 'what does this mean?' (the glossary's help links). */
export const HelpIcon = ({ size = 16 }: IconProps) => (
  <LineIcon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
  </LineIcon>
);
