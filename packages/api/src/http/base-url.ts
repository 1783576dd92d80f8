/** Same-origin base path of both APIs. */
export const DEFAULT_BASE_URL = '/api';
