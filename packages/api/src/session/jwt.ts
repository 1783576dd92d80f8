/** The long role-claim name .NET identity tokens use (docs/product-rules.md#d6). */
export const DOTNET_ROLE_CLAIM = 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role';

/** The role shown when the token carries none (docs/product-rules.md#roles-and-permissions). */
export const DEFAULT_ROLE = 'Dentista';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims of a JWT, without verifying it (the server verifies); null when it is not a JWT. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function firstText(value: unknown): string | undefined {
  const candidate = Array.isArray(value) ? value[0] : value;
  return typeof candidate === 'string' && candidate.trim() !== '' ? candidate : undefined;
}

/** The role of an access token: the `role` claim, else the .NET role claim, else 'Dentista'. */
export function roleFromToken(token: string): string {
  const claims = decodeJwtPayload(token);
  if (!claims) return DEFAULT_ROLE;
  return firstText(claims.role) ?? firstText(claims[DOTNET_ROLE_CLAIM]) ?? DEFAULT_ROLE;
}
