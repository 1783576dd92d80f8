// Loaded through tsx by chakra-global-css.ts at build time (the portal's theme is TypeScript source).
import { Global } from '@emotion/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { startSystem } from '../../packages/ui/src/theme/startSystem.ts';

const STYLE_TAG = /<style[^>]*>([\s\S]*?)<\/style>/g;

/**
 * The CSS that Chakra's provider would insert at run time for the portal's system: the cascade layers'
 * order, the reset (preflight), the global styles and keyframes, and every token as a CSS variable. Emotion
 * writes it exactly as it would in the browser (same serializer and prefixer), rendered on the server.
 */
export function chakraGlobalCss(): string {
  const markup = renderToStaticMarkup(
    createElement(
      'div',
      null,
      createElement(Global, { styles: startSystem().layers.atRule }),
      createElement(Global, { styles: startSystem()._global }),
    ),
  );
  const rules = [...markup.matchAll(STYLE_TAG)].map((match) => match[1] ?? '');
  if (rules.length !== 2 || rules.some((css) => css.length === 0)) {
    throw new Error('chakraGlobalCss: o Emotion não devolveu os estilos globais do Chakra');
  }
  return rules.join('\n');
}
