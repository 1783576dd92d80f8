import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's one account: it refuses any other access key id (it does not check SigV4 signatures). */
const S3RVER_KEY = 'S3RVER';

export interface S3Store {
  /** The S3_* variables a server process needs to use the store. */
  env: Record<'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY', string>;
  /** The keys in the bucket (ListObjectsV2). */
  keys(): Promise<string[]>;
  /** An object's bytes, or null when the store answers 404. */
  object(key: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server on this machine (s3rver from npm: S3's REST API over objects kept on disk),
 * with one bucket, for tests that run server processes as a deployment would. The hand-written endpoint of
 * fake-s3.ts, which checks SigV4 signatures, stays for the storage tests.
 */
export async function startS3Store(bucket = 'planos'): Promise<S3Store> {
  const directory = await mkdtemp(path.join(tmpdir(), 'odonto-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // Anonymous calls (no Authorization header) are let through by s3rver: the test reads what the nodes wrote.
  return {
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    keys: async () => {
      const response = await fetch(`${endpoint}/${bucket}?list-type=2`);
      if (!response.ok) throw new Error(`ListObjectsV2 respondeu ${response.status}`);
      return [...(await response.text()).matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1] ?? '');
    },
    object: async (key) => {
      const response = await fetch(`${endpoint}/${bucket}/${key}`);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`GET ${key} respondeu ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
