const base64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** An unsigned JWT-shaped token with the given claims, for tests. */
export const fakeJwt = (claims: Record<string, unknown>): string =>
  `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(claims))}.assinatura`;
