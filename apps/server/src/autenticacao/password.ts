import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;

/** scrypt's work factors: CPU/memory cost N (a power of two), block size r, parallelism p. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP Password Storage Cheat Sheet's scrypt parameters: 128 MiB and a few hundred milliseconds per hash.
 * Node runs scrypt on its thread pool (4 threads), so at most 4 hashes hold memory at once.
 */
export const OWASP_SCRYPT: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/**
 * NODE_ENV=test only: test suites sign in hundreds of times, and at 2^17 each sign-in would cost half a
 * second on a shared machine. Hashes made with it are upgraded by the first sign-in anywhere else.
 */
export const TEST_SCRYPT: ScryptCost = { N: 2 ** 12, r: 8, p: 1 };

/** The parameters new hashes get under a NODE_ENV: OWASP's everywhere but in tests. */
export function scryptCostFor(nodeEnv: string | undefined): ScryptCost {
  return nodeEnv === 'test' ? TEST_SCRYPT : OWASP_SCRYPT;
}

// Read once: the server's configuration reads the same variable (plataforma/config.ts).
const TARGET_COST = scryptCostFor(process.env.NODE_ENV);

// Stored hashes come from our own database, but a corrupt row must not make one sign-in allocate gigabytes.
const MAX_N = 2 ** 20;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // Node refuses unless maxmem exceeds 128 * N * r * p; twice that leaves room for its own bookkeeping.
  const options: ScryptOptions = { ...cost, maxmem: 2 * 128 * cost.N * cost.r * cost.p };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with scrypt and a per-user salt: `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string, cost: ScryptCost = TARGET_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface StoredHash {
  cost: ScryptCost;
  salt: Buffer;
  hash: Buffer;
}

function parseStored(stored: string): StoredHash | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isInteger(value) && value > 0) || cost.N > MAX_N) {
    return null;
  }
  return { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

/** Checks a password against a stored hash, using the parameters stored with it. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.cost);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** Whether a stored hash is weaker than new hashes get (checked after a successful sign-in, to rehash it). */
export function needsRehash(stored: string, target: ScryptCost = TARGET_COST): boolean {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const { N, r, p } = parsed.cost;
  return N < target.N || r < target.r || p < target.p;
}

/**
 * A well-formed hash of no password, at the parameters of new hashes: checked when a CRO is unknown so that
 * the answer takes as long as for a known one.
 */
export const TIMING_DUMMY_HASH = [
  'scrypt',
  TARGET_COST.N,
  TARGET_COST.r,
  TARGET_COST.p,
  'c2FsdHNhbHRzYWx0c2FsdA',
  'A'.repeat(86),
].join('$');
