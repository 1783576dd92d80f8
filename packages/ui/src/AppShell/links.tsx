import type { ReactElement, ReactNode } from 'react';

export interface AppShellLinkProps {
  /** Where the link goes, e.g. '/glosas'. */
  href: string;
  /** What the link shows. */
  children: ReactNode;
}

/**
 * Renders an internal link. The portal passes one that returns React Router's `<Link to={href}>`; the
 * shell adds its classes, `aria-current` and click handler to the element returned.
 */
export type RenderLink = (props: AppShellLinkProps) => ReactElement;

/** A plain anchor, for stories and for apps without a router. */
export const renderAnchor: RenderLink = ({ href, children }) => <a href={href}>{children}</a>;
