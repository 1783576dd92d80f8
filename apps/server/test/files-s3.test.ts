import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3SettingsFromEnv } from '../src/arquivos/s3-settings';
import { S3FileStorage } from '../src/arquivos/s3-storage';
import { backends } from './support/database';
import { FAKE_S3, type FakeS3, startFakeS3 } from './support/fake-s3';
import { createPlan, planImages, planState, pngBytes, uploadMultipart } from './support/planos';
import { errorBody, login, startTestServer, type TestServer } from './support/server';

describe('SigV4 signing', () => {
  // The "GET Object" example of the Amazon S3 documentation (Signature Version 4, header-based auth).
  it('should reproduce the signature of the AWS documentation example', async () => {
    const signer = new AwsV4Signer({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: {
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      service: 's3',
      region: 'us-east-1',
      datetime: '20130524T000000Z',
      allHeaders: true,
    });
    const { headers } = await signer.sign();
    expect(headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('S3 settings', () => {
  const all = {
    S3_ENDPOINT: 'http://minio:9000/',
    S3_BUCKET: 'planos',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'segredo',
  };

  it('should use the local directory when no S3 variable is set', () => {
    expect(s3SettingsFromEnv({})).toBeUndefined();
  });

  it('should use S3 when the four variables are set', () => {
    expect(s3SettingsFromEnv(all)).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'planos',
      accessKeyId: 'id',
      secretAccessKey: 'segredo',
      region: 'us-east-1',
    });
  });

  it('should stop with a clear message when only some are set', () => {
    expect(() => s3SettingsFromEnv({ S3_ENDPOINT: all.S3_ENDPOINT, S3_BUCKET: 'planos' })).toThrow(
      'Armazenamento S3 incompleto: defina também S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.',
    );
  });
});

describe('S3 file storage against an S3-compatible endpoint', () => {
  let s3: FakeS3;

  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(async () => {
    await s3?.close();
  });

  const storage = (secretAccessKey = FAKE_S3.secretAccessKey) =>
    new S3FileStorage({ endpoint: s3.endpoint, region: 'us-east-1', ...FAKE_S3, secretAccessKey });

  it('should put, get and delete an object with signed requests', async () => {
    const store = storage();
    const bytes = pngBytes(2, 2);
    await store.put('planos/1/abc.png', bytes, 'image/png');
    expect(s3.objects.get('planos/1/abc.png')).toEqual({ bytes, contentType: 'image/png' });
    expect(Buffer.from((await store.get('planos/1/abc.png')) ?? [])).toEqual(bytes);
    await store.delete('planos/1/abc.png');
    expect(await store.get('planos/1/abc.png')).toBeNull();
    await expect(store.delete('planos/1/abc.png')).resolves.toBeUndefined();
  });

  it('should fail when the endpoint refuses the signature', async () => {
    await expect(storage('segredo-errado').put('planos/1/x.png', pngBytes(), 'image/png')).rejects.toThrow(
      /S3 PUT planos\/1\/x\.png respondeu 403/,
    );
  });
});

describe.each(backends)('plan files kept in S3 on %s', (backend) => {
  let s3: FakeS3;
  let server: TestServer;
  let ana: string;

  beforeAll(async () => {
    s3 = await startFakeS3();
    server = await startTestServer({
      backend,
      env: {
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: FAKE_S3.bucket,
        S3_ACCESS_KEY_ID: FAKE_S3.accessKeyId,
        S3_SECRET_ACCESS_KEY: FAKE_S3.secretAccessKey,
      },
    });
    ana = (await login(server, '12345')).accessToken;
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('should store the upload in the bucket and serve it through the signed link', async () => {
    const planoId = await createPlan(server, ana);
    const bytes = pngBytes(3, 3);
    const response = await uploadMultipart(server, ana, planoId, { name: 'foto.png', bytes });
    expect(response.status).toBe(201);
    // The demo files are in the bucket too (under demo/); the upload is the only key under planos/.
    const [key, ...others] = [...s3.objects.keys()].filter((name) => name.startsWith('planos/'));
    expect(others).toEqual([]);
    expect(key).toMatch(new RegExp(`^planos/${planoId}/[0-9a-f-]+\\.png$`));
    const [imagem] = await planImages(server, ana, planoId);
    const file = await fetch(`${server.baseUrl}${imagem?.absolutePath}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
  });

  it('should start, and sign in, while the bucket cannot be reached', async () => {
    const closed = await startFakeS3();
    await closed.close();
    const other = await startTestServer({
      backend,
      env: {
        S3_ENDPOINT: closed.endpoint,
        S3_BUCKET: FAKE_S3.bucket,
        S3_ACCESS_KEY_ID: FAKE_S3.accessKeyId,
        S3_SECRET_ACCESS_KEY: FAKE_S3.secretAccessKey,
      },
    });
    try {
      expect((await login(other, '12345')).accessToken).toEqual(expect.any(String));
    } finally {
      await other.close();
    }
  });

  it('should leave no row and no object when the bucket cannot be reached', async () => {
    const planoId = await createPlan(server, ana);
    const before = await planState(server);
    const objects = s3.objects.size;
    await s3.close();
    const response = await uploadMultipart(server, ana, planoId, { name: 'foto.png', bytes: pngBytes() });
    // The store is down, not the server: 503, which a client retries, with when to retry.
    expect(response.status).toBe(503);
    expect(response.body).toEqual(
      errorBody('Serviço temporariamente indisponível. Tente novamente em instantes.'),
    );
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await planState(server)).toEqual(before);
    expect(s3.objects.size).toBe(objects);
  });
});
