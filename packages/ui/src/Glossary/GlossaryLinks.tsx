import { chakra, Link } from '@chakra-ui/react';
import { createContext, type ReactNode, useContext } from 'react';
import { type RenderLink, renderAnchor } from '../AppShell/links';
import { HelpIcon } from '../icons/icons';

/** Where an app's glossary is and how it links inside the app (React Router's Link, given by the app's shell). */
export interface GlossaryLinking {
  /** The glossary's address in the app, e.g. '/glossario' (the console's router adds its '/auditoria'). */
  path: string;
  /** Renders an internal link; plain anchors without a router. */
  renderLink: RenderLink;
}

const GlossaryContext = createContext<GlossaryLinking>({ path: '/glossario', renderLink: renderAnchor });

/** Gives the badges and codes inside it the app's glossary and link (SessionAppShell does, for both apps). */
export function GlossaryLinkProvider({ children, ...linking }: GlossaryLinking & { children: ReactNode }) {
  return <GlossaryContext.Provider value={linking}>{children}</GlossaryContext.Provider>;
}

/** The address of a glossary entry in this app, e.g. '/glossario#glosa-1430'. */
export function useGlossaryHref(anchor: string): string {
  return `${useContext(GlossaryContext).path}#${anchor}`;
}

export interface GlossaryLinkProps {
  /** The entry, e.g. glosaAnchor('1430'). */
  anchor: string;
  /** What is shown, e.g. the code '1430'. */
  children: string;
  /** What the text is, for screen readers: 'O que significa {about} {children}?', e.g. 'o código'. */
  about?: string;
}

/**
 * A code or term shown as a link to its glossary entry: the text stays as it was, underlined; its name says
 * 'O que significa o código 1430?' (the visible text inside it, WCAG 2.5.3).
 */
export function GlossaryLink({ anchor, children, about }: GlossaryLinkProps) {
  const { renderLink } = useContext(GlossaryContext);
  const href = useGlossaryHref(anchor);
  return (
    <Link
      asChild
      color="brand.fg"
      textDecoration="underline"
      textUnderlineOffset="2px"
      aria-label={`O que significa ${about ? `${about} ` : ''}${children}?`}
      data-glossary={anchor}
    >
      {renderLink({ href, children })}
    </Link>
  );
}

export interface GlossaryHelpLinkProps {
  /** The entry, e.g. statusAnchor('item', 'Negado'). */
  anchor: string;
  /** What it explains, as shown: the link is named 'O que significa {label}?'. */
  label: string;
}

/**
 * A small '?' beside a status or code, linking to its glossary entry: for badges, and where a link cannot
 * nest (a badge inside a button or a row link), beside that control. A 24x24 target (WCAG 2.5.8).
 */
export function GlossaryHelpLink({ anchor, label }: GlossaryHelpLinkProps) {
  const { renderLink } = useContext(GlossaryContext);
  const href = useGlossaryHref(anchor);
  return (
    <chakra.span
      asChild
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      verticalAlign="middle"
      minW="6"
      minH="6"
      flexShrink={0}
      color="fg.muted"
      borderRadius="full"
      _hover={{ color: 'fg' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
      aria-label={`O que significa ${label}?`}
      data-glossary={anchor}
    >
      {renderLink({ href, children: <HelpIcon size={16} /> })}
    </chakra.span>
  );
}
