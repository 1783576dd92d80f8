import { chakra } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { GlossaryLinkProps, StatusHelpLinkProps } from './GlossaryLinks';

/*
 * The links of every badge and TISS status load just after the screen has painted: in the signed-in chunk they
 * would add about 1 KB to every screen's first load (scripts/web-budget.ts). Until then the '?' keeps its place
 * (no shift when it comes) and the TISS text shows unlinked.
 */
const links = () => import('./GlossaryLinks');
const HelpLink = lazy(async () => ({ default: (await links()).StatusHelpLink }));
const TextLink = lazy(async () => ({ default: (await links()).GlossaryLink }));

/** A status's GlossaryHelpLink, loaded after the first paint; an empty 24x24 place until then. */
export function LazyStatusHelpLink(props: StatusHelpLinkProps) {
  return (
    <Suspense fallback={<chakra.span display="inline-block" minW="6" minH="6" flexShrink={0} />}>
      <HelpLink {...props} />
    </Suspense>
  );
}

/** GlossaryLink, loaded after the first paint; the text alone until then. */
export function LazyGlossaryLink(props: GlossaryLinkProps) {
  return (
    <Suspense fallback={props.children}>
      <TextLink {...props} />
    </Suspense>
  );
}
