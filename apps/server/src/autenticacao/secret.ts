import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The secret signing access tokens: JWT_SECRET when set, otherwise (outside production, which refuses to
 * start without it) one generated on first start and kept in DATA_DIR so sessions survive a restart.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured !== undefined) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48);
  try {
    await writeFile(file, secret.toString('base64url'), { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    // Another start wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  }
}
