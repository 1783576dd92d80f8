export { faceAnchor, glosaAnchor, regiaoAnchor, slugOf, statusAnchor, tissAnchor } from './anchors';
export { type GlossaryEntry, type GlossarySection, glossarySections } from './entries';
export { Glossary, type GlossaryProps } from './Glossary';
export { type GlossaryLinking, GlossaryLinkProvider, useGlossaryHref } from './GlossaryContext';
export {
  GlossaryHelpLink,
  type GlossaryHelpLinkProps,
  GlossaryLink,
  type GlossaryLinkProps,
} from './GlossaryLinks';
