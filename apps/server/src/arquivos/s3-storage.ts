import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { DependencyUnavailableError } from '../plataforma/unavailable';
import type { S3Settings } from './s3-settings';
import { assertSafeKey, type FileStorage, type StoredObject } from './storage';

/** Default longest time of one call to the store (STORAGE_TIMEOUT_SECONDS). */
const DEFAULT_TIMEOUT_MS = 20_000;

/** Plan files in an S3-compatible bucket (AWS S3, MinIO, R2...): path-style URLs signed with SigV4. */
export class S3FileStorage implements FileStorage {
  private readonly client: AwsClient;

  constructor(
    private readonly settings: S3Settings,
    /** The fetch used for the calls (tests pass their own). */
    private readonly fetchImpl: typeof fetch = fetch,
    /** Longest time one call may take: a store that hangs answers 503 instead of holding the request. */
    private readonly timeoutMs = DEFAULT_TIMEOUT_MS,
  ) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      service: 's3',
      region: settings.region,
    });
  }

  private async send(
    method: string,
    path: string,
    body?: { bytes: Uint8Array; contentType: string },
  ): Promise<Response> {
    const url = `${this.settings.endpoint}/${this.settings.bucket}/${path}`;
    // Sign the payload's hash (aws4fetch defaults to UNSIGNED-PAYLOAD) so the store rejects altered bytes.
    const payloadHash = createHash('sha256')
      .update(body?.bytes ?? new Uint8Array())
      .digest('hex');
    const headers: Record<string, string> = { 'x-amz-content-sha256': payloadHash };
    if (body) headers['content-type'] = body.contentType;
    const request = await this.client.sign(url, { method, headers, body: body?.bytes });
    let response: Response;
    try {
      response = await this.fetchImpl(request, { signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      // A timeout, a refused or cut connection: the store is unreachable, not our fault.
      throw new DependencyUnavailableError(`S3 ${method} sem resposta: ${String(error)}`, { cause: error });
    }
    if (response.status >= 500) throw await s3Error(method, path, response, true);
    return response;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertSafeKey(key);
    const response = await this.send('PUT', key, { bytes, contentType });
    if (!response.ok) throw await s3Error('PUT', key, response);
  }

  async get(key: string): Promise<Uint8Array | null> {
    assertSafeKey(key);
    const response = await this.send('GET', key);
    // S3 answers 403 for a missing key when the credentials may not list the bucket.
    if (response.status === 404 || response.status === 403) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) throw await s3Error('GET', key, response);
    return new Uint8Array(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) throw await s3Error('DELETE', key, response);
  }

  /** One key listed: the bucket answers with these credentials. */
  async ping(): Promise<void> {
    const response = await this.send('GET', '?list-type=2&max-keys=1');
    await response.body?.cancel();
    if (!response.ok) throw new DependencyUnavailableError(`S3 respondeu ${response.status} à verificação`);
  }

  /** ListObjectsV2, a page of up to 1,000 keys at a time. */
  async *list(prefix: string): AsyncIterable<StoredObject> {
    let continuation: string | undefined;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix });
      if (continuation) query.set('continuation-token', continuation);
      const response = await this.send('GET', `?${query}`);
      if (!response.ok) throw await s3Error('LIST', prefix, response);
      const xml = await response.text();
      for (const [, contents = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = xmlText(contents, 'Key');
        const modified = xmlText(contents, 'LastModified');
        if (key && modified) yield { key, modifiedAt: new Date(modified) };
      }
      continuation =
        xmlText(xml, 'IsTruncated') === 'true' ? xmlText(xml, 'NextContinuationToken') : undefined;
    } while (continuation);
  }
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function xmlText(xml: string, tag: string): string | undefined {
  const match = xml.match(new RegExp(`<${tag}>([^<]*)</${tag}>`));
  return match?.[1]?.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? '');
}

async function s3Error(method: string, key: string, response: Response, unavailable = false): Promise<Error> {
  const detail = (await response.text()).slice(0, 300);
  const message = `S3 ${method} ${key} respondeu ${response.status}: ${detail}`;
  return unavailable ? new DependencyUnavailableError(message) : new Error(message);
}
