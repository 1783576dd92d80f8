import { ChakraProvider } from '@chakra-ui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { startSystem } from '../startSystem';
import { firstPaintCatalog } from './catalog';
import type { FirstPaintIcon } from './types';

export interface FirstPaintStyles {
  /** Each `data-fp` key of the catalog: the classes Chakra gave that element. */
  classes: Record<string, string>;
  /** The icon inside a key's element, when it has one. */
  icons: Record<string, FirstPaintIcon>;
  /** The CSS of every class above, as Emotion writes it in the browser. */
  css: string;
}

const STYLE_TAG = /<style data-emotion="css ([^"]+)">([\s\S]*?)<\/style>/g;
const MARKED = /<([a-z][a-z0-9]*)\b([^>]*\bdata-fp="([^"]+)"[^>]*)>/g;
const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];

function iconAfter(markup: string, from: number): FirstPaintIcon | undefined {
  const rest = markup.slice(from);
  const svg = rest.match(/^(?:<style[^>]*>[^<]*<\/style>)?<svg([^>]*)>([\s\S]*?)<\/svg>/);
  if (!svg) return undefined;
  const [, attributes = '', body = ''] = svg;
  const paths = [...body.matchAll(/<path([^>]*)>/g)].map(([, path = '']) => ({
    d: attribute(path, 'd') ?? '',
    ...(attribute(path, 'fill-rule') === 'evenodd' ? { fillRule: 'evenodd' as const } : {}),
    ...(attribute(path, 'clip-rule') === 'evenodd' ? { clipRule: 'evenodd' as const } : {}),
  }));
  return {
    className: attribute(attributes, 'class') ?? '',
    viewBox: attribute(attributes, 'viewBox') ?? '',
    paths,
  };
}

/** Renders the catalog with the portal's system (its global CSS is the entry's stylesheet, not this). */
export function generateFirstPaintStyles(): FirstPaintStyles {
  const markup = renderToStaticMarkup(
    <ChakraProvider value={startSystem()}>{firstPaintCatalog}</ChakraProvider>,
  );
  const classes: Record<string, string> = {};
  const icons: Record<string, FirstPaintIcon> = {};
  for (const match of markup.matchAll(MARKED)) {
    const [tag, , attributes = '', key = ''] = match;
    const className = attribute(attributes, 'class');
    if (!className) throw new Error(`firstPaint: ${key} não recebeu classe do Chakra`);
    if (classes[key] !== undefined && classes[key] !== className) {
      throw new Error(`firstPaint: ${key} aparece com classes diferentes`);
    }
    classes[key] = className;
    const icon = iconAfter(markup, (match.index ?? 0) + tag.length);
    if (icon) icons[key] = icon;
  }
  const rules = new Map<string, string>();
  for (const [, names = '', css = ''] of markup.matchAll(STYLE_TAG)) rules.set(names, css);
  // The layers' order first: loaded before Chakra's own statement of it (Storybook, development), this sheet
  // would otherwise declare 'recipes' first, and the reset, declared after, would win over the recipes.
  const layerOrder = startSystem().layers.atRule;
  return { classes, icons, css: [layerOrder, ...rules.values()].join('\n') };
}
