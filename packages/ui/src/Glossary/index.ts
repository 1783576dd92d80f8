export { faceAnchor, glosaAnchor, regiaoAnchor, slugOf, statusAnchor, tissAnchor } from './anchors';
export { type GlossaryEntry, type GlossarySection, glossarySections } from './entries';
export { Glossary, type GlossaryProps } from './Glossary';
export {
  GlossaryHelpLink,
  type GlossaryHelpLinkProps,
  GlossaryLink,
  type GlossaryLinking,
  type GlossaryLinkProps,
  GlossaryLinkProvider,
  useGlossaryHref,
} from './GlossaryLinks';
export { GLOSSARIO_EXEMPLO } from './glossaryFixture';
