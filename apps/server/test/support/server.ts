import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/app';
import type { FileStorage } from '../../src/arquivos/storage';
import { loadConfig } from '../../src/config';
import type { SessionHooks } from '../../src/contas/sessions';
import type { AuthSchema } from '../../src/contract';
import type { DatabaseHandle } from '../../src/plataforma/banco/database';
import type { Database } from '../../src/plataforma/banco/schema';
import type { RateLimits } from '../../src/plataforma/http/operations';
import type { AuditLimits } from '../../src/trilha-de-acesso/config';
import { type Backend, createTestDatabase } from './database';
import { callOperation } from './operations';

export const TEST_JWT_SECRET = 'segredo-de-teste-com-mais-de-32-caracteres!';
/** What production requires besides NODE_ENV (README.md#configuration). */
export const TEST_PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: TEST_JWT_SECRET,
  OPERADORA_REGISTRO_ANS: '345678',
  OPERADORA_CNPJ: '11444777000161',
  // No mail is sent by the tests that use it; .invalid never resolves (RFC 2606).
  SMTP_URL: 'smtp://smtp.invalid:25',
  PUBLIC_URL: 'https://portal.example',
} as const;
export const DEMO_PASSWORD = 'Odonto@2026';

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  db: Kysely<Database>;
  /** The server's DATA_DIR (plan files are under `arquivos/`). */
  dataDir: string;
  /** Another server process on the same database, as behind a load balancer (closed with this one's close). */
  /** Another server on the same database, with `env` over this one's configuration (another REDIS_URL, say). */
  sibling(env?: Record<string, string>): Promise<TestServer>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  backend: Backend;
  env?: Record<string, string>;
  rateLimits?: Partial<RateLimits>;
  /** Files of a fake built portal (path inside it -> content). */
  portalFiles?: Record<string, string | Uint8Array>;
  /** Files of a fake built audit console (apps/auditoria/dist), served at /auditoria. */
  auditoriaFiles?: Record<string, string | Uint8Array>;
  /** Plan file storage to use instead of the configured one. */
  fileStorage?: FileStorage;
  /** Pauses inside a refresh (session race tests). */
  sessionHooks?: SessionHooks;
  /** Sign-in lock, e-mail cooldown and lookup quota to use instead of the configured ones. */
  auditLimits?: Partial<AuditLimits>;
}

/** Starts the real server over HTTP on a fresh seeded database, validating every response. */
export async function startTestServer(options: TestServerOptions): Promise<TestServer> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'odonto-server-test-'));
  const dataDir = path.join(workDir, 'data');
  const portalDir = path.join(workDir, 'portal');
  const auditoriaDir = path.join(workDir, 'auditoria');
  for (const [dir, files] of [
    [portalDir, options.portalFiles],
    [auditoriaDir, options.auditoriaFiles],
  ] as const) {
    for (const [name, content] of Object.entries(files ?? {})) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), content);
    }
  }
  const baseEnv = {
    PORT: '0',
    DATA_DIR: dataDir,
    PORTAL_DIR: portalDir,
    AUDITORIA_DIR: auditoriaDir,
    JWT_SECRET: TEST_JWT_SECRET,
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://portal.test',
    ...options.env,
  };
  const config = loadConfig(baseEnv);
  const siblings: FastifyInstance[] = [];
  const start = async (database: DatabaseHandle, appConfig = config): Promise<FastifyInstance> => {
    const app = await buildApp(appConfig, {
      logger: false,
      database,
      validateResponses: true,
      // Its databases hold the demo seed, and some files start it with NODE_ENV=production.
      allowDemoAccounts: true,
      ...(options.fileStorage ? { fileStorage: options.fileStorage } : {}),
      ...(options.sessionHooks ? { sessionHooks: options.sessionHooks } : {}),
      ...(options.auditLimits ? { auditLimits: options.auditLimits } : {}),
      rateLimits: {
        login: 1000,
        firstAccess: 1000,
        forgotPassword: 1000,
        resetPassword: 1000,
        changePassword: 1000,
        ouvidoria: 1000,
        ...options.rateLimits,
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  };
  const serving = (
    app: FastifyInstance,
    database: DatabaseHandle,
    close: () => Promise<void>,
  ): TestServer => ({
    app,
    baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    db: database.db,
    dataDir,
    sibling: async (env) => {
      // The first server owns the database: a sibling's close leaves it open.
      const siblingConfig = env ? loadConfig({ ...baseEnv, ...env }) : config;
      const sibling = await start({ ...database, close: async () => {} }, siblingConfig);
      siblings.push(sibling);
      return serving(sibling, database, () => sibling.close());
    },
    close,
  });
  const database = await createTestDatabase(options.backend, dataDir);
  const app = await start(database);
  return serving(app, database, async () => {
    for (const sibling of siblings.splice(0)) await sibling.close();
    await app.close();
    await rm(workDir, { recursive: true, force: true });
  });
}

/** A JSON call to the server; returns status and parsed body. */
export async function call<T = Record<string, unknown>>(
  server: TestServer,
  method: string,
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

/** What a login in body mode answers: the token pair (both in the body), the CRO and the name. */
export type LoginData = AuthSchema<'LoginResponse'> & { refreshToken: string };

/** The demo auditor (README's demo table): signs in with origin 'Auditor'. */
export const AUDITOR_CRO = '99999';

/** Signs in (as a dentist, unless `origin` says 'Auditor') and returns the token pair. */
export async function login(
  server: TestServer,
  cro: string,
  password = DEMO_PASSWORD,
  origin: 'Dentista' | 'Auditor' = cro === AUDITOR_CRO ? 'Auditor' : 'Dentista',
): Promise<LoginData> {
  const response = await callOperation(server, 'login', {
    body: { document: cro, password, origin },
  });
  if (response.status !== 200) throw new Error(`login de ${cro} falhou: ${response.status}`);
  const data = response.bodyAt(200).data;
  const { refreshToken } = data;
  if (refreshToken === undefined) throw new Error(`login de ${cro} sem refresh token no corpo`);
  return { ...data, refreshToken };
}

/** Access tokens of the demo's Dra. Ana (12345), Dr. Bruno (54321) and Dr. Paulo Auditor. */
export async function demoTokens(server: TestServer) {
  const [ana, bruno, paulo] = await Promise.all(
    ['12345', '54321', AUDITOR_CRO].map(async (cro) => (await login(server, cro)).accessToken),
  );
  if (!ana || !bruno || !paulo) throw new Error('login de demonstração sem token');
  return { ana, bruno, paulo };
}

/** The pt-BR error envelope of both descriptions; `invalid-params` only when fields are named. */
export function errorBody(
  message: string,
  errors: string[] = [message],
  invalidParams: { name: string; reason: string }[] = [],
) {
  return {
    success: false,
    data: null,
    message,
    errors,
    ...(invalidParams.length > 0 ? { 'invalid-params': invalidParams } : {}),
  };
}

/** The envelope of a refusal of one field: `reason` in `errors` and under the field's `name`. */
export const fieldErrorBody = (name: string, reason: string, message = reason) =>
  errorBody(message, [reason], [{ name, reason }]);
