import type { Glossario } from '@odonto/contract';
import { dentistApi } from '../plataforma/http/contract-operations';
import { MSG_GLOSSARIO } from './messages';

/** How long a browser or proxy may keep the glossary: reference data that changes only with a release. */
const CACHE_CONTROL = 'public, max-age=3600';

/** Handler of openapi/dentist.yaml's getGlossario: public reference data, built once at start. */
export function glossarioHandlers(glossario: Glossario) {
  return dentistApi({
    getGlossario: {
      handler: async (_request, reply) => {
        // After the API's default 'no-store' (plataforma/http/security.ts): nothing personal here.
        reply.header('cache-control', CACHE_CONTROL);
        return { success: true as const, data: glossario, message: MSG_GLOSSARIO.glossario };
      },
    },
  });
}
