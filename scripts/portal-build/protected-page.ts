import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The page the server sends for every address but the public ones (apps/server/src/platform/http/portal.ts). */
export const PROTECTED_PAGE = 'protected.html';

/** The protected route table's module (apps/portal/src/app/routes.tsx adds it on the first protected address). */
export const PROTECTED_ROUTES_MODULE = 'src/app/protectedRoutes.tsx';

/** index.html that also preloads the chunk of the protected route table, named as the build named it. */
export function withProtectedRoutesPreload(indexHtml: string, chunkFile: string): string {
  if (!indexHtml.includes('</head>')) throw new Error('protectedPage: index.html sem </head>');
  const link = `<link rel="modulepreload" crossorigin href="/${chunkFile}">`;
  return indexHtml.replace('</head>', `  ${link}\n  </head>`);
}

/**
 * Writes protected.html beside index.html. A protected address opened directly (a bookmark, a reload, an
 * e-mailed link) loads the entry, whose router then asks for the protected route table, and only then the
 * signed-in layout and the screen: three round trips before the screen draws. With the table preloaded
 * from the page, it arrives with the entry (Lighthouse, plan list: LCP 3.3 s to 3.0 s, performance 88 to
 * 92). The public screens keep index.html: /login downloads none of it (issue 12's 150 KB).
 */
export function protectedPage(): Plugin {
  let outDir = '';
  return {
    name: 'odonto:protected-page',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      // Before precompress (closeBundle) writes the .br and .gz copies of every page.
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        const table = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(PROTECTED_ROUTES_MODULE),
        );
        if (index?.type !== 'asset' || !table) {
          throw new Error(`protectedPage: index.html ou o chunk de ${PROTECTED_ROUTES_MODULE} fora do build`);
        }
        const html = withProtectedRoutesPreload(String(index.source), table.fileName);
        await writeFile(path.join(outDir, PROTECTED_PAGE), html);
      },
    },
  };
}
