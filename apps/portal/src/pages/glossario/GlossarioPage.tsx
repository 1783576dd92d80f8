import { GlossaryScreen } from '@odonto/web-shell';

/** /glossario: the glossary both apps share (packages/web-shell), inside this app's signed-in shell. */
export function GlossarioPage() {
  return <GlossaryScreen />;
}
