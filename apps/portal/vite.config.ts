import { existsSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { browserTargets } from '../../scripts/portal-build/browser-targets.ts';
import { buildArtifacts, PORTAL_ARTIFACTS_DIR } from '../../scripts/portal-build/build-artifacts.ts';
import { chakraGlobalCss } from '../../scripts/portal-build/chakra-global-css.ts';
import { fontPreload } from '../../scripts/portal-build/font-preload.ts';
import { precompress } from '../../scripts/portal-build/precompress.ts';
import { protectedPage } from '../../scripts/portal-build/protected-page.ts';

// In development the API runs on its own port (apps/server, default 3000) and Vite proxies /api to it.
const apiTarget = process.env.API_PROXY_TARGET ?? `http://localhost:${process.env.PORT ?? '3000'}`;

/**
 * react-router 7 points every export condition at its development build (remix-run/react-router#12532,
 * #14102), so `vite build` would ship its dev-only warnings and checks. Its production build, the same
 * code with ENABLE_DEV_WARNINGS off, sits beside it: builds resolve react-router (and react-router/dom,
 * which react-router-dom re-exports) there. Dev server and Storybook keep the warnings.
 * That build makes its components at the top level with calls the bundler must assume have effects
 * (`var NavLink = React.forwardRef(...)`, `NavLink.displayName = "NavLink"`), so each stays in the bundle,
 * used or not (NavLink, Form and the submit hooks behind it, the memo and context wrappers: about 2 KB
 * gzipped on /login). The build marks those calls pure and drops the names, which only React's developer
 * tools read.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'odonto:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const production = resolved.id.replace('/dist/development/', '/dist/production/');
      return existsSync(production) ? { ...resolved, id: production } : resolved;
    },
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
      handler: (code) => ({
        code: code
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replace(
            /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm,
            '$1/* @__PURE__ */ $2',
          ),
        map: null,
      }),
    },
  };
}

/**
 * Chakra's anatomy module builds every component's anatomy at load with method calls
 * (`accordionAnatomy.extendWith(...)`, `createAnatomy('card').parts(...)`) that the bundler must assume
 * have effects, so each anatomy and the Ark/Zag module behind it stays in the entry. Each declaration
 * only builds a value: marked pure, the unused ones leave the bundle.
 */
function pureChakraAnatomy(): Plugin {
  return {
    name: 'odonto:pure-chakra-anatomy',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/ },
      handler: (code) => ({ code: code.replace(/^(const [\w$]+ = )/gm, '$1/* @__PURE__ */ '), map: null }),
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    pureChakraAnatomy(),
    chakraGlobalCss(),
    fontPreload(['inter-latin-wght-normal.woff2']),
    buildArtifacts(PORTAL_ARTIFACTS_DIR),
    protectedPage(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/dev': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    target: browserTargets(),
    manifest: true,
    // Maps for people and error trackers, not for browsers: no sourceMappingURL, kept in apps/portal/build-artifacts.
    sourcemap: 'hidden',
    rolldownOptions: {
      treeshake: {
        // Chakra's theme module builds its whole default config with defineConfig (an identity
        // function) at load: marked pure, the recipes no screen uses leave the bundle (~11 KB gzipped).
        manualPureFunctions: ['defineConfig', 'createAnatomy'],
        // @emotion/react imports hoist-non-react-statics for its side effects only (withTheme, unused
        // here, is what calls it); the package and its react-is have none: without this rule both ship.
        moduleSideEffects: (id) =>
          /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(id) ? false : undefined,
      },
      output: {
        codeSplitting: {
          // Everything the entry imports statically (React, the router, Chakra's runtime, the sign-in
          // screen) in one file: the split into ~16 small shared chunks cost /login about 6 KB gzipped and
          // as many requests. Without the dependencies of the chunks that load later (the signed-in
          // recipes reachable through '@chakra-ui/react/theme'), which would otherwise join it.
          groups: [
            { name: 'index', tags: ['$initial'], includeDependenciesRecursively: false },
            // What two or more lazy screens share (Ark and Zag machines, TanStack Query, date-fns, the kit's
            // signed-in parts) in one file too: left to the bundler, a signed-in screen opened directly
            // loaded 40 to 50 files of 1 to 10 KB, and on a phone's connection each costs a round trip
            // (the plan list's Largest Contentful Paint went from 4.2 s to 3.4 s in Lighthouse; the bytes
            // stayed within 1 KB). The API client stays out: the sign-in page loads it after its first
            // paint, and with it would come this whole file. The billing screens' own shared parts (the batch
            // link, the statement's downloads) stay out too: only Faturamento, Glosas and Financeiro use them,
            // and in this file every signed-in screen would load them. So do the files' queue and its checks
            // (FileQueue, its preview image and progress bar, files/): only parts loaded after a first paint
            // share them (the plan's view, the glosa appeal's dialog); here every signed-in screen would load
            // them (2.3 KB gzipped). The toasts' code (the kit's Toaster, Ark's and Zag's toast) loads
            // with the first toast only: in this file every signed-in screen would carry it (~2 KB gzipped).
            // The drafts of the plan forms (drafts/) stay out as well: only the new plan and the plan screen
            // read them (1.5 KB gzipped on every other screen).
            {
              name: 'signed-in',
              minShareCount: 2,
              includeDependenciesRecursively: false,
              test: (id: string) =>
                !/[\\/](packages[\\/]api|openapi-fetch)[\\/]/.test(id) &&
                !/[\\/]apps[\\/]portal[\\/]src[\\/]pages[\\/]faturamento[\\/]/.test(id) &&
                !/[\\/]apps[\\/]portal[\\/]src[\\/]drafts[\\/]/.test(id) &&
                !/[\\/]packages[\\/]odontogram[\\/]/.test(id) &&
                !/[\\/]packages[\\/]ui[\\/]src[\\/](FileQueue|UploadProgress|files)[\\/]/.test(id) &&
                !/[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]image[\\/]/.test(id) &&
                !/[\\/](@zag-js[\\/]toast|components[\\/]toast|packages[\\/]ui[\\/]src[\\/]Toaster)[\\/]/.test(
                  id,
                ),
            },
          ],
        },
      },
      onwarn(warning, warn) {
        // Ark UI marks its modules "use client"; the warning says nothing for a client-only app.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
