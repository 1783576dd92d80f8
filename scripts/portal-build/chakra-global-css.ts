import type { Plugin } from 'vite';

/** What main.tsx imports: Chakra's global CSS as a stylesheet. */
export const CHAKRA_GLOBAL_CSS_ID = 'virtual:chakra-global.css';
const RESOLVED_ID = `\0${CHAKRA_GLOBAL_CSS_ID}`;

const SYSTEM_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * Chakra's createSystem builds its global CSS (reset, global styles, every token as a CSS variable) when
 * the system is created, and its provider hands it to Emotion, which serializes and inserts it: on /login
 * that was the largest part of the first render's main-thread work. In the portal's build the same CSS is
 * computed once, when building, and shipped as part of the entry's stylesheet; the bundled createSystem
 * gets an empty `_global`, so the provider inserts nothing. Development keeps Chakra's own path.
 */
export function withoutRuntimeGlobal(code: string): string {
  if (!code.includes(SYSTEM_GLOBAL)) {
    throw new Error(
      'chakraGlobalCss: o createSystem do Chakra mudou (const _global não encontrado); reveja scripts/portal-build/chakra-global-css.ts',
    );
  }
  return code.replace(
    SYSTEM_GLOBAL,
    '/* built into the stylesheet by scripts/portal-build/chakra-global-css.ts */ const _global = [];',
  );
}

export function chakraGlobalCss(): Plugin {
  let build = false;
  return {
    name: 'odonto:chakra-global-css',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (source) => (source === CHAKRA_GLOBAL_CSS_ID ? RESOLVED_ID : null),
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      // Development too: the sign-in page runs without Chakra's provider, which would otherwise insert it
      // (a later Chakra screen inserts the same rules again, which changes nothing).
      // The theme is TypeScript source that imports Chakra: tsx loads it in this process.
      const { tsImport } = await import('tsx/esm/api');
      const source = (await tsImport(
        './chakra-global-css-source.ts',
        import.meta.url,
      )) as typeof import('./chakra-global-css-source.ts');
      return source.chakraGlobalCss();
    },
    transform: {
      filter: { id: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/ },
      handler(code) {
        if (!build) return null;
        return { code: withoutRuntimeGlobal(code), map: null };
      },
    },
  };
}
