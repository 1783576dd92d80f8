import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

export const FAKE_S3 = {
  bucket: 'planos',
  accessKeyId: 'TESTEACCESSKEY',
  secretAccessKey: 'teste-segredo-s3',
};

export interface FakeS3 {
  endpoint: string;
  /** Objects by key (without the bucket). */
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** Every request received, with the answer given. */
  requests: { method: string; path: string; status: number }[];
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A small S3-compatible endpoint for tests (path-style PUT, GET, DELETE of objects). It answers 403 unless
 * the request carries a SigV4 signature that re-signing the received request reproduces, with the
 * configured credentials and a payload hash that matches the body.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const requests: FakeS3['requests'] = [];
  let endpoint = '';

  async function authorized(request: IncomingMessage, body: Buffer): Promise<boolean> {
    const authorization = request.headers.authorization ?? '';
    const date = String(request.headers['x-amz-date'] ?? '');
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== createHash('sha256').update(body).digest('hex')) return false;
    const headers: Record<string, string> = { 'x-amz-content-sha256': payloadHash };
    const signer = new AwsV4Signer({
      method: request.method ?? 'GET',
      url: `${endpoint}${request.url}`,
      headers,
      body: body.length > 0 ? body : undefined,
      accessKeyId: FAKE_S3.accessKeyId,
      secretAccessKey: FAKE_S3.secretAccessKey,
      service: 's3',
      region: 'us-east-1',
      datetime: date,
    });
    const expected = (await signer.sign()).headers.get('authorization');
    return expected === authorization;
  }

  const server: Server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const url = new URL(request.url ?? '/', endpoint);
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = rest.join('/');
    const answer = (status: number, payload: Buffer | string = '', contentType = 'application/xml') => {
      requests.push({ method: request.method ?? '', path: url.pathname, status });
      response.writeHead(status, { 'content-type': contentType });
      response.end(payload);
    };
    if (!(await authorized(request, body)))
      return answer(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>');
    if (bucket !== FAKE_S3.bucket) return answer(404, '<Error><Code>NoSuchBucket</Code></Error>');
    if (request.method === 'PUT') {
      objects.set(key, { bytes: body, contentType: String(request.headers['content-type'] ?? '') });
      return answer(200);
    }
    const object = objects.get(key);
    if (request.method === 'GET') {
      return object
        ? answer(200, object.bytes, object.contentType)
        : answer(404, '<Error><Code>NoSuchKey</Code></Error>');
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      return answer(204);
    }
    return answer(405);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    objects,
    requests,
    // Closing twice is fine: a test may stop the endpoint to see how the server copes.
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
