export { AppShell, type AppShellNavItem, type AppShellProps } from './AppShell';
export { type AppShellFooterContent, DEFAULT_OPENING_HOURS, type SocialLink } from './AppShellFooter';
export {
  AppShellAction,
  type AppShellActionProps,
  AppShellSearch,
  type AppShellSearchProps,
} from './AppShellSlots';
export { isActivePath } from './isActivePath';
export type { AppShellLinkProps, RenderLink } from './links';
