import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../src/arquivos/local-storage';
import { MAX_FILES_PER_PLAN } from '../src/arquivos/plano-arquivos';
import { DEMO_PASSWORD } from '../src/contas/demonstracao';
import { openDatabase } from '../src/plataforma/banco/database';
import { backends, copyPgliteTemplate, createPostgresTestDatabase } from './support/database';
import { callOperation } from './support/operations';
import { MARIA_CARTEIRA, pngBytes } from './support/planos';
import { type ServerProcess, startServerProcess, waitUntilServing } from './support/server-process';

/**
 * The fault: the server killed with SIGKILL while 20 uploads, 50 item additions and a few plan
 * creations are under way, then started again on the same database and storage directory. Every request
 * carries an Idempotency-Key, as the portal sends one per user action, so the client can retry what was
 * left unanswered.
 */

/** A periapical radiograph (no faces): a procedure the rules let one plan repeat on one tooth. */
const PERIAPICAL = { tuss: '81000421' };
const UPLOADS_TO_FULL_PLAN = 14;
const UPLOADS_TO_OTHER_PLAN = 6;
const ITEMS = 50;
const NEW_PLANS = 6;
/** Answers received before the process is killed (of 76 requests sent at once). */
const KILL_AFTER_ANSWERS = 20;
/** Older than any grace period: the stored files as the restarted server's sweep finds them much later. */
const TWO_HOURS_MS = 2 * 60 * 60 * 1000;

type Kind = 'plano' | 'item' | 'upload';

interface Sent {
  kind: Kind;
  key: string;
  /** The plan an item or an upload goes to. */
  planoId?: number;
  /** What arrived before the kill; undefined when the connection died first. */
  answer?: { status: number; body: Answer };
}

interface Answer {
  success: boolean;
  data: { id?: number; idProcedimentoItem?: number; idImagem?: number } | null;
}

/** The id an answer names (plan, item or file). */
const createdId = (body: Answer) =>
  body.data?.id ?? body.data?.idProcedimentoItem ?? body.data?.idImagem ?? Number.NaN;

const ok = (status: number) => status >= 200 && status < 300;

describe.each(backends)(
  'the server killed with SIGKILL during uploads and item additions on %s',
  (backend) => {
    let workDir: string;
    let dataDir: string;
    let env: Record<string, string>;
    let server: ServerProcess | undefined;
    let token: string;
    let procedimentoId: number;
    let keeper: pg.Client | undefined;

    const start = async () => {
      server = await startServerProcess(env);
      await waitUntilServing(server, '/api/health/ready', 1500);
      return server;
    };

    beforeAll(async () => {
      workDir = await mkdtemp(path.join(tmpdir(), 'odonto-kill-'));
      dataDir = path.join(workDir, 'data');
      env = { NODE_ENV: 'test', DATA_DIR: dataDir };
      if (backend === 'pglite') await copyPgliteTemplate(dataDir);
      else {
        env.DATABASE_URL = await createPostgresTestDatabase();
        // Connected until the end: another run's global setup drops the test databases nobody is connected
        // to, and this one has no connection while the server is down.
        keeper = new pg.Client({ connectionString: env.DATABASE_URL });
        await keeper.connect();
      }
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
      await keeper?.end();
      await rm(workDir, { recursive: true, force: true });
    });

    const send = async (request: Sent): Promise<{ status: number; body: Answer }> => {
      const base = server?.baseUrl ?? '';
      const headers = { authorization: `Bearer ${token}`, 'idempotency-key': request.key };
      let response: Response;
      if (request.kind === 'plano') {
        response = await fetch(`${base}/api/v2/planoTratamento`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ matriculaBeneficiario: MARIA_CARTEIRA }),
        });
      } else if (request.kind === 'item') {
        response = await fetch(`${base}/api/v2/planoTratamentoItens`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            idPlanoTratamento: request.planoId,
            idAudiProcedimento: procedimentoId,
            codTuss: PERIAPICAL.tuss,
            idDente: 16,
          }),
        });
      } else {
        const form = new FormData();
        form.append('IdImagemTipo', '1');
        // Each upload its own bytes: the key names one file.
        form.append(
          'file',
          new Blob([pngBytes(1, 1 + Number(request.key.split('-').pop()))]),
          'periapical.png',
        );
        response = await fetch(
          `${base}/api/v2/planoTratamento/imagens/upload?idPlanoTratamento=${request.planoId}`,
          {
            method: 'POST',
            headers,
            body: form,
          },
        );
      }
      return { status: response.status, body: (await response.json()) as Answer };
    };

    const newPlan = async () =>
      (
        await callOperation(server ?? { baseUrl: '' }, 'createPlanoTratamento', {
          token,
          body: { matriculaBeneficiario: MARIA_CARTEIRA },
        })
      ).bodyAt(201).data.id;

    // Two server starts and a PGlite open: seconds on a quiet machine, minutes on 2 shared cores under load.
    it('should keep every answered request once, leave nothing half done, and answer each retry once', async () => {
      const first = await start();
      token = (
        await callOperation(first, 'login', {
          body: { document: '12345', password: DEMO_PASSWORD, origin: 'Dentista' },
        })
      ).bodyAt(200).data.accessToken;
      const procedimentos = await callOperation(first, 'listProcedimentosResumo', { token });
      procedimentoId =
        procedimentos.bodyAt(200).data.find((p) => p.tuss === PERIAPICAL.tuss)?.idAuditoriaProcedimento ?? 0;
      const fullPlan = await newPlan();
      const otherPlan = await newPlan();
      const itemPlans = [await newPlan(), await newPlan()];

      const requests: Sent[] = [
        ...Array.from({ length: UPLOADS_TO_FULL_PLAN }, (_, n) => ({
          kind: 'upload' as const,
          key: `upload-${n}`,
          planoId: fullPlan,
        })),
        ...Array.from({ length: UPLOADS_TO_OTHER_PLAN }, (_, n) => ({
          kind: 'upload' as const,
          key: `upload-${UPLOADS_TO_FULL_PLAN + n}`,
          planoId: otherPlan,
        })),
        ...Array.from({ length: ITEMS }, (_, n) => ({
          kind: 'item' as const,
          key: `item-${n}`,
          planoId: itemPlans[n % itemPlans.length],
        })),
        ...Array.from({ length: NEW_PLANS }, (_, n) => ({ kind: 'plano' as const, key: `plano-${n}` })),
      ];
      // Interleaved, so that every kind is both answered and in flight when the process dies.
      requests.sort((a, b) => (a.key.split('-').pop() ?? '').localeCompare(b.key.split('-').pop() ?? ''));

      let answered = 0;
      let killed = false;
      const exited = first.exit;
      await Promise.all(
        requests.map(async (request) => {
          try {
            const answer = await send(request);
            if (killed) return;
            request.answer = answer;
            answered++;
            if (answered === KILL_AFTER_ANSWERS) {
              killed = true;
              first.child.kill('SIGKILL');
            }
          } catch {
            // The connection died with the process: no answer.
          }
        }),
      );
      await exited;
      expect(first.child.signalCode).toBe('SIGKILL');
      const unanswered = requests.filter((request) => request.answer === undefined);
      expect(answered).toBe(KILL_AFTER_ANSWERS);
      expect(unanswered.length).toBe(requests.length - KILL_AFTER_ANSWERS);

      // What a crash between storing a file and committing its row leaves (besides whatever the kill left):
      // an object with no row and a half-written file. Every stored file is made older than the grace period,
      // as the sweep at start finds them after a restart that came later.
      const filesDir = path.join(dataDir, 'arquivos');
      await mkdir(path.join(filesDir, 'planos', String(fullPlan)), { recursive: true });
      await writeFile(path.join(filesDir, 'planos', String(fullPlan), 'orfao.png'), pngBytes());
      await writeFile(path.join(filesDir, 'planos', String(fullPlan), 'meio.png.abc123.parcial'), 'meio');
      const past = new Date(Date.now() - TWO_HOURS_MS);
      for (const entry of await readdir(filesDir, { recursive: true, withFileTypes: true })) {
        if (entry.isFile()) await utimes(path.join(entry.parentPath, entry.name), past, past);
      }

      // Started again on the same database and directory: the PGlite lock of the killed process is taken over.
      const second = await start();
      for (let attempt = 0; attempt < 300 && !second.output().includes('limpeza concluída'); attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(second.output()).toContain('limpeza concluída');

      // Each request answered 2xx before the kill is there, and its retry gets the same answer.
      const readPlan = async (id: number) =>
        callOperation(second, 'getPlanoTratamento', { token, path: { id } });
      const answeredOk = requests.filter((r) => r.answer && ok(r.answer.status));
      expect(await Promise.all(answeredOk.map(send))).toEqual(answeredOk.map((r) => r.answer));
      // Each unanswered request, retried with its key (all at once, as the clients would), gets one result;
      // a second retry gets the same one (a refused upload, the plan being full, kept nothing: refused again).
      const retries = await Promise.all(unanswered.map(send));
      for (const [n, request] of unanswered.entries()) {
        const retry = retries[n];
        expect([201, 409], `${request.key}: ${JSON.stringify(retry?.body)}`).toContain(retry?.status);
        request.answer = retry;
      }
      expect(await Promise.all(unanswered.map(send))).toEqual(retries);

      const files = new Map<number, number[]>();
      const items = new Map<number, number[]>();
      for (const planoId of [fullPlan, otherPlan, ...itemPlans]) {
        const plan = (await readPlan(planoId)).bodyAt(200).data;
        files.set(planoId, plan?.imagens.map((imagem) => imagem.idImagem) ?? []);
        const listed = await callOperation(second, 'listPlanoTratamentoItens', {
          token,
          path: { id: planoId },
        });
        items.set(
          planoId,
          listed.bodyAt(200).data.map((item) => item.idProcedimentoItem),
        );
      }
      const idsOf = (kind: Kind, planoId?: number) =>
        requests
          .filter((r) => r.kind === kind && (planoId === undefined || r.planoId === planoId))
          .filter((r) => r.answer && ok(r.answer.status))
          .map((r) => createdId(r.answer?.body ?? { success: false, data: null }))
          .sort((a, b) => a - b);
      const sorted = (ids: number[] | undefined) => [...(ids ?? [])].sort((a, b) => a - b);

      // The 10-file limit is exact: 10 of the 14 sent to one plan, all 6 sent to the other.
      expect(sorted(files.get(fullPlan))).toEqual(idsOf('upload', fullPlan));
      expect(files.get(fullPlan)).toHaveLength(MAX_FILES_PER_PLAN);
      expect(sorted(files.get(otherPlan))).toEqual(idsOf('upload', otherPlan));
      expect(files.get(otherPlan)).toHaveLength(UPLOADS_TO_OTHER_PLAN);
      // Every item once: one row per key, none duplicated or lost.
      for (const planoId of itemPlans) expect(sorted(items.get(planoId))).toEqual(idsOf('item', planoId));
      expect(idsOf('item')).toHaveLength(ITEMS);
      expect(new Set(idsOf('item')).size).toBe(ITEMS);
      const newPlans = idsOf('plano');
      expect(new Set(newPlans).size).toBe(NEW_PLANS);
      for (const id of newPlans) expect((await readPlan(id)).status).toBe(200);
      await second.stop();
      server = undefined;

      // In the database and the store: no row without its plan or its object, no object without its row.
      const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
      try {
        const dentista = await handle.db
          .selectFrom('dentista')
          .select('id')
          .where('cro', '=', '12345')
          .executeTakeFirstOrThrow();
        const plans = await handle.db
          .selectFrom('planoTratamento')
          .select('id')
          .where('dentistaId', '=', dentista.id)
          .where('id', '>=', fullPlan)
          .orderBy('id')
          .execute();
        expect(plans.map((row) => row.id)).toEqual(
          [fullPlan, otherPlan, ...itemPlans, ...newPlans].sort((a, b) => a - b),
        );
        const orphanItems = await handle.db
          .selectFrom('planoTratamentoItem as i')
          .leftJoin('planoTratamento as p', 'p.id', 'i.planoTratamentoId')
          .select('i.id')
          .where('p.id', 'is', null)
          .execute();
        expect(orphanItems).toEqual([]);
        const rows = await handle.db
          .selectFrom('planoImagem')
          .select(['planoTratamentoId', 'chave'])
          .execute();
        const ofPlan = (id: number) => rows.filter((row) => row.planoTratamentoId === id);
        expect(ofPlan(fullPlan)).toHaveLength(MAX_FILES_PER_PLAN);
        expect(ofPlan(otherPlan)).toHaveLength(UPLOADS_TO_OTHER_PLAN);
        const stored: string[] = [];
        for await (const object of new LocalFileStorage(filesDir).list('planos/')) stored.push(object.key);
        // (The demo seed's own files live under demo/, which the sweeper leaves alone.)
        const planKeys = rows.map((row) => row.chave).filter((chave) => chave.startsWith('planos/'));
        expect(stored.sort()).toEqual(planKeys.sort());
        const pending = await handle.db
          .selectFrom('chaveIdempotencia')
          .select('chave')
          .where('statusResposta', 'is', null)
          .execute();
        expect(pending).toEqual([]);
      } finally {
        await handle.close();
      }
    }, 360_000);
  },
);
