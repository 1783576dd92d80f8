import { createContext, type ReactNode, useContext } from 'react';
import { type RenderLink, renderAnchor } from '../AppShell/links';

/** Where an app's glossary is and how it links inside the app (React Router's Link, given by the app's shell). */
export interface GlossaryLinking {
  /** The glossary's address in the app, e.g. '/glossario' (the console's router adds its '/auditoria'). */
  path: string;
  /** Renders an internal link; plain anchors without a router. */
  renderLink: RenderLink;
}

export const GlossaryContext = createContext<GlossaryLinking>({
  path: '/glossario',
  renderLink: renderAnchor,
});

/** Gives the badges and codes inside it the app's glossary and link (SessionAppShell does, for both apps). */
export function GlossaryLinkProvider({ children, ...linking }: GlossaryLinking & { children: ReactNode }) {
  return <GlossaryContext.Provider value={linking}>{children}</GlossaryContext.Provider>;
}

/** The address of a glossary entry in this app, e.g. '/glossario#glosa-1430'. */
export function useGlossaryHref(anchor: string): string {
  return `${useContext(GlossaryContext).path}#${anchor}`;
}
