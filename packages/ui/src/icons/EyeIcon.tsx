import { type IconProps, LineIcon } from './LineIcon';

/** Show or hide a password; in a module of its own because the sign-in page needs no other icon. */
export const EyeIcon = ({ size, crossed = false }: IconProps & { crossed?: boolean }) => (
  <LineIcon size={size}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    {crossed ? <path d="M3 3l18 18" /> : null}
  </LineIcon>
);
