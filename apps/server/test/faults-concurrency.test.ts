import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../src/arquivos/local-storage';
import { S3FileStorage } from '../src/arquivos/s3-storage';
import { backends } from './support/database';
import { FAKE_S3, type FakeS3, startFakeS3 } from './support/fake-s3';
import { createPlan, MARIA_CARTEIRA, planImages, pngBytes, postItem, uploadJson } from './support/planos';
import { call, errorBody, login, startTestServer, type TestServer } from './support/server';

/** A local store whose writes can be held until the test lets them go (a slow object store). */
class GatedStorage extends LocalFileStorage {
  private gate: Promise<void> | null = null;
  private open: (() => void) | null = null;
  /** Writes that reached the store and are waiting at the gate. */
  waiting = 0;

  hold(): void {
    this.gate = new Promise((resolve) => {
      this.open = resolve;
    });
  }

  release(): void {
    this.open?.();
    this.gate = null;
  }

  override async put(key: string, bytes: Uint8Array): Promise<void> {
    if (this.gate) {
      this.waiting++;
      await this.gate;
      this.waiting--;
    }
    await super.put(key, bytes);
  }
}

async function until(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 500 && !condition(); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (!condition()) throw new Error('a condição não se cumpriu');
}

describe.each(backends)('concurrent writes to one plan on %s', (backend) => {
  let server: TestServer;
  let root: string;
  let storage: GatedStorage;
  let ana: string;

  const storedFiles = async () =>
    (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
  const rowsOf = async (planoId: number) => ({
    imagens: await server.db
      .selectFrom('planoImagem')
      .select(['id', 'chave'])
      .where('planoTratamentoId', '=', planoId)
      .execute(),
    itens: await server.db
      .selectFrom('planoTratamentoItem')
      .select('id')
      .where('planoTratamentoId', '=', planoId)
      .execute(),
  });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'odonto-concorrencia-'));
    storage = new GatedStorage(root);
    server = await startTestServer({ backend, fileStorage: storage });
    ana = (await login(server, '12345')).accessToken;
  });
  afterAll(async () => {
    storage?.release();
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('should not hold the plan while a file is being stored: an item is added meanwhile', async () => {
    const planoId = await createPlan(server, ana);
    storage.hold();
    const upload = uploadJson(server, ana, planoId, { name: 'lento.png', bytes: pngBytes() });
    try {
      await until(() => storage.waiting === 1);
      // With the bytes written inside the plan's transaction, this waited for the store (on PGlite, every query did).
      const item = await postItem(server, ana, planoId);
      expect(item.status).toBe(201);
    } finally {
      storage.release();
    }
    expect((await upload).status).toBe(201);
  });

  it('should keep every one of 50 items and exactly 10 of 20 files sent to one plan at once', async () => {
    const planoId = await createPlan(server, ana);
    const filesBefore = await storedFiles();
    const [items, uploads] = await Promise.all([
      // Periapical radiographs of 16: a procedure the rules let a plan repeat on one tooth.
      Promise.all(
        Array.from({ length: 50 }, () =>
          postItem(server, ana, planoId, { codTuss: '81000421', faces: null }),
        ),
      ),
      Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          uploadJson(server, ana, planoId, { name: `f${n}.png`, bytes: pngBytes() }),
        ),
      ),
    ]);
    expect(items.map((response) => response.status)).toEqual(Array(50).fill(201));
    expect(uploads.map((response) => response.status).sort()).toEqual([
      ...Array(10).fill(201),
      ...Array(10).fill(409),
    ]);
    const rows = await rowsOf(planoId);
    // None lost, none duplicated: one row per 201, each id answered once.
    const itemIds = items.map((response) => response.bodyAt(201).data.idProcedimentoItem);
    expect(new Set(itemIds).size).toBe(50);
    expect(rows.itens.map((row) => row.id).sort((a, b) => a - b)).toEqual(itemIds.sort((a, b) => a - b));
    const fileIds = uploads.filter((r) => r.status === 201).map((r) => r.bodyAt(201).data.idImagem);
    expect(rows.imagens.map((row) => row.id).sort((a, b) => a - b)).toEqual(fileIds.sort((a, b) => a - b));
    expect(new Set(rows.imagens.map((row) => row.chave)).size).toBe(10);
    // The refused uploads left no bytes behind.
    expect(await storedFiles()).toBe(filesBefore + 10);
  });
});

describe.each(backends)('an initial odontogram replaced by several requests at once on %s', (backend) => {
  let server: TestServer;
  let ana: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    ana = (await login(server, '12345')).accessToken;
    // Ana may record Maria's initial odontogram: she has a plan for her.
    await createPlan(server, ana);
  });
  afterAll(async () => {
    await server?.close();
  });

  type Dentes = { idDente: number; condicao: string }[];
  const odontograma = `/api/v2/beneficiario/${MARIA_CARTEIRA}/odontogramaInicial`;
  const replace = (dentes: Dentes) =>
    call<{ data: { dentes: Dentes } }>(server, 'PUT', odontograma, { token: ana, body: { dentes } });

  it('should answer every one and keep exactly one of the odontograms sent, also when none was recorded', async () => {
    expect((await replace([])).status).toBe(200);
    const sent = Array.from({ length: 10 }, (_, n) => [
      { idDente: 16, condicao: 'C' },
      { idDente: 30 + (n % 8) + 1, condicao: 'A' },
    ]);
    const answers = await Promise.all(sent.map(replace));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const kept = (
      await call<{ data: { dentes: Dentes } }>(server, 'GET', odontograma, { token: ana })
    ).body.data.dentes.map(({ idDente, condicao }) => ({ idDente, condicao }));
    expect(sent).toContainEqual(kept);
  });
});

describe('a file missing from an S3 store that answers 403 for it', () => {
  let s3: FakeS3;
  let server: TestServer;

  beforeAll(async () => {
    s3 = await startFakeS3();
    // Without s3:ListBucket, S3 answers 403 (AccessDenied), not 404, for a key that does not exist.
    const denyMissing: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      return response.status === 404
        ? new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 })
        : response;
    };
    const storage = new S3FileStorage(
      { endpoint: s3.endpoint, region: 'us-east-1', ...FAKE_S3 },
      denyMissing,
    );
    server = await startTestServer({ backend: 'pglite', fileStorage: storage });
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('should answer 404 in the envelope, not 500', async () => {
    const ana = (await login(server, '12345')).accessToken;
    const planoId = await createPlan(server, ana);
    expect((await uploadJson(server, ana, planoId, { bytes: pngBytes() })).status).toBe(201);
    const [imagem] = await planImages(server, ana, planoId);
    s3.objects.clear();
    const response = await call(server, 'GET', imagem?.absolutePath ?? '');
    expect(response.status).toBe(404);
    expect(response.body).toEqual(errorBody('Arquivo não encontrado.'));
  });
});
