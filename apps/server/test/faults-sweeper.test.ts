import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../src/arquivos/local-storage';
import { backends } from './support/database';
import { createPlan, pngBytes, uploadJson } from './support/planos';
import { login, startTestServer, type TestServer } from './support/server';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(backends)('the sweeper on %s', (backend) => {
  let server: TestServer;
  let root: string;

  const filesIn = async () =>
    (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();

  async function storedFile(key: string, ageMs: number) {
    const file = path.join(root, ...key.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, pngBytes());
    const when = new Date(Date.now() - ageMs);
    await utimes(file, when, when);
  }

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'odonto-limpeza-'));
    server = await startTestServer({
      backend,
      fileStorage: new LocalFileStorage(root),
      // One hour of grace for files without a row, one day of retention (defaults: 60 min, 7 days).
      env: { SWEEP_ORPHAN_GRACE_MINUTES: '60', SWEEP_RETENTION_DAYS: '1' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('should remove files without a row once past the grace period, and nothing else', async () => {
    const ana = (await login(server, '12345')).accessToken;
    const planoId = await createPlan(server, ana);
    expect((await uploadJson(server, ana, planoId, { bytes: pngBytes() })).status).toBe(201);
    // The demo plans' files (demo/...) and this upload have rows.
    const withRows = await filesIn();
    const withRow = withRows.find((key) => key.startsWith(`planos/${planoId}/`));
    // The uploaded file is older than the grace too: its row keeps it.
    await utimes(
      path.join(root, withRow ?? ''),
      new Date(Date.now() - 2 * HOUR),
      new Date(Date.now() - 2 * HOUR),
    );
    await storedFile(`planos/${planoId}/orfao-antigo.png`, 2 * HOUR);
    await storedFile(`planos/${planoId}/meio-gravado.png.a1b2c3.parcial`, 2 * HOUR);
    // Young: may be an upload whose row has not committed yet.
    await storedFile(`planos/${planoId}/orfao-recente.png`, 10 * 60_000);

    const counts = await server.app.sweeper.sweep();
    expect(counts.arquivosOrfaos).toBe(2);
    expect(await filesIn()).toEqual([...withRows, `planos/${planoId}/orfao-recente.png`].sort());
  });

  it('should delete expired tokens, old outbox e-mails, forgotten failures and expired idempotency keys', async () => {
    const { db } = server;
    await login(server, '12345');
    const dentista = await db
      .selectFrom('dentista')
      .select('id')
      .where('cro', '=', '12345')
      .executeTakeFirstOrThrow();
    const old = new Date(Date.now() - 2 * DAY);
    const recent = new Date(Date.now() - HOUR);
    const hash = () => randomBytes(16).toString('hex');
    const tokens = await db
      .selectFrom('refreshToken')
      .select('id')
      .where('dentistaId', '=', dentista.id)
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    const [expired, revoked] = tokens.map((token) => token.id);
    await db
      .updateTable('refreshToken')
      .set({ expiraEm: old })
      .where('id', '=', expired ?? 0)
      .execute();
    await db
      .updateTable('refreshToken')
      .set({ revogadoEm: old })
      .where('id', '=', revoked ?? 0)
      .execute();
    await db
      .insertInto('emailToken')
      .values([
        { dentistaId: dentista.id, finalidade: 'redefinicao', tokenHash: hash(), expiraEm: old },
        {
          dentistaId: dentista.id,
          finalidade: 'redefinicao',
          tokenHash: hash(),
          expiraEm: recent,
          usadoEm: old,
        },
        { dentistaId: dentista.id, finalidade: 'redefinicao', tokenHash: hash(), expiraEm: recent },
      ])
      .execute();
    const email = { para: 'ana@example.com', assunto: 'a', texto: 't', html: 'h', dentistaId: dentista.id };
    await db
      .insertInto('emailOutbox')
      .values([
        { ...email, criadoEm: old },
        { ...email, criadoEm: recent },
      ])
      .execute();
    await db
      .insertInto('tentativaLogin')
      .values([
        { cro: '70001', cliente: 'ip:203.0.113.1', falhas: 3, ultimaFalhaEm: old, bloqueadoAte: null },
        { cro: '70002', cliente: 'ip:203.0.113.1', falhas: 3, ultimaFalhaEm: recent, bloqueadoAte: null },
      ])
      .execute();
    const key = { dentistaId: dentista.id, operacao: 'createPlanoTratamento', hashRequisicao: 'x' };
    await db
      .insertInto('chaveIdempotencia')
      .values([
        { ...key, chave: 'vencida', expiraEm: recent },
        { ...key, chave: 'valida', expiraEm: new Date(Date.now() + HOUR) },
      ])
      .execute();
    const count = async (
      table: 'emailToken' | 'emailOutbox' | 'tentativaLogin' | 'chaveIdempotencia' | 'refreshToken',
    ) =>
      Number(
        (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(snake(table))}`.execute(db))
          .rows[0]?.n,
      );
    const before = {
      emailToken: await count('emailToken'),
      emailOutbox: await count('emailOutbox'),
      tentativaLogin: await count('tentativaLogin'),
      chaveIdempotencia: await count('chaveIdempotencia'),
      refreshToken: await count('refreshToken'),
    };

    // Two nodes sweeping at once: each delete is by condition, so together they remove each row once.
    const sibling = await server.sibling();
    const [first, second] = await Promise.all([server.app.sweeper.sweep(), sibling.app.sweeper.sweep()]);
    const removed = (name: string) => (first?.[name] ?? 0) + (second?.[name] ?? 0);
    expect(removed('tokensEmail')).toBe(2);
    expect(removed('refreshTokens')).toBe(2);
    expect(removed('emailsSaida')).toBe(1);
    expect(removed('tentativasLogin')).toBe(1);
    expect(removed('chavesIdempotencia')).toBe(1);
    expect({
      emailToken: await count('emailToken'),
      emailOutbox: await count('emailOutbox'),
      tentativaLogin: await count('tentativaLogin'),
      chaveIdempotencia: await count('chaveIdempotencia'),
      refreshToken: await count('refreshToken'),
    }).toEqual({
      emailToken: before.emailToken - 2,
      emailOutbox: before.emailOutbox - 1,
      tentativaLogin: before.tentativaLogin - 1,
      chaveIdempotencia: before.chaveIdempotencia - 1,
      refreshToken: before.refreshToken - 2,
    });
    // What is left is recent or still valid.
    expect(
      await db.selectFrom('tentativaLogin').select('cro').where('cro', 'in', ['70001', '70002']).execute(),
    ).toEqual([{ cro: '70002' }]);
  });
});

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
