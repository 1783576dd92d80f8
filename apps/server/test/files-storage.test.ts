import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectFileType } from '../src/arquivos/file-type';
import { LocalFileStorage } from '../src/arquivos/local-storage';
import type { FileStorage } from '../src/arquivos/storage';
import { backends } from './support/database';
import { createPlan, planImages, planState, pngBytes, uploadJson, uploadMultipart } from './support/planos';
import { call, errorBody, login, startTestServer, type TestServer } from './support/server';

describe('file type from the bytes', () => {
  it.each([
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'image/jpeg'],
    ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png'],
    ['GIF87a', [...Buffer.from('GIF87a')], 'image/gif'],
    ['GIF89a', [...Buffer.from('GIF89a')], 'image/gif'],
    ['TIFF little-endian', [0x49, 0x49, 0x2a, 0x00, 8, 0], 'image/tiff'],
    ['TIFF big-endian', [0x4d, 0x4d, 0x00, 0x2a, 0, 8], 'image/tiff'],
    ['PDF', [...Buffer.from('%PDF-1.7')], 'application/pdf'],
  ])('should recognise %s', (_label, bytes, contentType) => {
    expect(detectFileType(Uint8Array.from(bytes))?.contentType).toBe(contentType);
  });

  it.each([
    ['text', Buffer.from('olá, mundo')],
    ['a PNG signature cut short', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['WebP', Buffer.from('RIFF\0\0\0\0WEBPVP8 ')],
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['nothing', Buffer.alloc(0)],
  ])('should refuse %s', (_label, bytes) => {
    expect(detectFileType(bytes)).toBeNull();
  });
});

/** A local store that can be told to fail while storing, before or after the bytes are written. */
class FlakyStorage implements FileStorage {
  failure: 'none' | 'before-write' | 'after-write' = 'none';
  /** Milliseconds each put takes, like a remote object store. */
  delayMs = 0;
  constructor(readonly inner: FileStorage) {}
  async put(key: string, bytes: Uint8Array, contentType: string) {
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.failure === 'before-write') throw new Error('disco indisponível');
    await this.inner.put(key, bytes, contentType);
    if (this.failure === 'after-write') throw new Error('conexão perdida depois de gravar');
  }
  get(key: string) {
    return this.inner.get(key);
  }
  delete(key: string) {
    return this.inner.delete(key);
  }
}

describe.each(backends)('file storage failures on %s', (backend) => {
  let server: TestServer;
  let ana: string;
  let root: string;
  let storage: FlakyStorage;

  const filesOnDisk = async () =>
    (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'odonto-arquivos-'));
    storage = new FlakyStorage(new LocalFileStorage(root));
    server = await startTestServer({ backend, fileStorage: storage });
    ana = (await login(server, '12345')).accessToken;
  });
  afterAll(async () => {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  it.each(['before-write', 'after-write'] as const)(
    'should leave neither a row nor a file when storing fails %s',
    async (failure) => {
      const planoId = await createPlan(server, ana);
      const before = await planState(server);
      const filesBefore = await filesOnDisk();
      storage.failure = failure;
      try {
        const response = await uploadMultipart(server, ana, planoId, { name: 'a.png', bytes: pngBytes() });
        expect(response.status).toBe(500);
        expect(response.body).toEqual(errorBody('Erro interno do servidor. Tente novamente mais tarde.'));
      } finally {
        storage.failure = 'none';
      }
      expect(await planState(server)).toEqual(before);
      expect(await filesOnDisk()).toBe(filesBefore);
      // The plan still takes files once the store is back.
      expect((await uploadJson(server, ana, planoId, { bytes: pngBytes() })).status).toBe(201);
      expect(await filesOnDisk()).toBe(filesBefore + 1);
    },
  );

  it('should save exactly 10 of 20 concurrent uploads to one plan when storing is slow', async () => {
    const planoId = await createPlan(server, ana);
    const filesBefore = await filesOnDisk();
    storage.delayMs = 40;
    try {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          uploadJson(server, ana, planoId, { name: `c${n}.png`, bytes: pngBytes() }),
        ),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([
        ...Array(10).fill(201),
        ...Array(10).fill(409),
      ]);
    } finally {
      storage.delayMs = 0;
    }
    const { total } = await server.db
      .selectFrom('planoImagem')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('planoTratamentoId', '=', planoId)
      .executeTakeFirstOrThrow();
    expect(Number(total)).toBe(10);
    expect(await filesOnDisk()).toBe(filesBefore + 10);
  });

  it('should answer 404 for a signed link whose bytes are gone', async () => {
    const planoId = await createPlan(server, ana);
    await uploadJson(server, ana, planoId, { bytes: pngBytes() });
    const [imagem] = await planImages(server, ana, planoId);
    const row = await server.db
      .selectFrom('planoImagem')
      .select('chave')
      .where('planoTratamentoId', '=', planoId)
      .executeTakeFirstOrThrow();
    await storage.delete(row.chave);
    const response = await call(server, 'GET', imagem?.absolutePath ?? '');
    expect(response.status).toBe(404);
    expect(response.body).toEqual(errorBody('Arquivo não encontrado.'));
  });
});
