import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font" type="font/woff2" crossorigin>` for the named font files to
 * index.html, with the hashed names the build gave them: the browser fetches the font with the page's
 * first requests instead of after the CSS and the first render asked for it.
 * `fontFiles` are the source file names (e.g. 'inter-latin-wght-normal.woff2').
 */
export function fontPreload(fontFiles: string[]): Plugin {
  return {
    name: 'odonto:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle ?? {};
        return fontFiles.map((fontFile) => {
          const asset = Object.values(bundle).find(
            (output) => output.type === 'asset' && output.names.includes(fontFile),
          );
          if (!asset) throw new Error(`fontPreload: ${fontFile} não está no build (o CSS da fonte mudou?)`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${asset.fileName}`,
              crossorigin: true,
            },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}
