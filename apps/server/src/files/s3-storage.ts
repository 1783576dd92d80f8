import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Settings } from './s3-settings';
import { assertSafeKey, type FileStorage } from './storage';

/** Plan files in an S3-compatible bucket (AWS S3, MinIO, R2...): path-style URLs signed with SigV4. */
export class S3FileStorage implements FileStorage {
  private readonly client: AwsClient;

  constructor(
    private readonly settings: S3Settings,
    /** The fetch used for the calls (tests pass their own). */
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      service: 's3',
      region: settings.region,
    });
  }

  private async send(method: string, key: string, body?: { bytes: Uint8Array; contentType: string }) {
    assertSafeKey(key);
    const url = `${this.settings.endpoint}/${this.settings.bucket}/${key}`;
    // Sign the payload's hash (aws4fetch defaults to UNSIGNED-PAYLOAD) so the store rejects altered bytes.
    const payloadHash = createHash('sha256')
      .update(body?.bytes ?? new Uint8Array())
      .digest('hex');
    const headers: Record<string, string> = { 'x-amz-content-sha256': payloadHash };
    if (body) headers['content-type'] = body.contentType;
    const request = await this.client.sign(url, { method, headers, body: body?.bytes });
    return this.fetchImpl(request);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, { bytes, contentType });
    if (!response.ok) throw await s3Error('PUT', key, response);
  }

  async get(key: string): Promise<Uint8Array | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) return null;
    if (!response.ok) throw await s3Error('GET', key, response);
    return new Uint8Array(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) throw await s3Error('DELETE', key, response);
  }
}

async function s3Error(method: string, key: string, response: Response): Promise<Error> {
  const detail = (await response.text()).slice(0, 300);
  return new Error(`S3 ${method} ${key} respondeu ${response.status}: ${detail}`);
}
