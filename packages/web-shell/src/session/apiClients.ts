import { type ApiClients, createApiClients } from '@odonto/api';

/**
 * The API clients of a session (openapi-fetch, the bearer and refresh middleware, the upload). In a module
 * of its own: SessionProvider loads it after the first paint, which needs none of it (issue 12 budget).
 */
export const createSessionClients = (
  storage: Storage,
  origin: 'Dentista' | 'Auditor',
  onSessionExpired: () => void,
  onRenewed: () => void,
): ApiClients => createApiClients({ storage, origin, onSessionExpired, onRenewed });
