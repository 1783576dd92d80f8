import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type S3Settings, s3SettingsFromEnv } from './arquivos/s3-settings';
import { type SessionLimits, sessionLimitsFromEnv } from './autenticacao/session-config';
import { type PrazosDeRecurso, prazosDeRecursoFromEnv } from './faturamento/recursos-config';
import { type PlanoDefaults, planoDefaultsFromEnv } from './planos/config';
import { type ReliabilitySettings, reliabilityFromEnv } from './plataforma/reliability-config';
import { type AuditLimits, auditLimitsFromEnv } from './trilha-de-acesso/config';

export interface ServerConfig {
  /** TCP port the server listens on. */
  port: number;
  /** Address the server binds to. */
  host: string;
  /** Directory holding everything the server keeps on disk (database, files, generated secrets). */
  dataDir: string;
  /** Directory of the built portal (apps/portal/dist), served with an SPA fallback. */
  portalDir: string;
  /** Directory of the built audit console (apps/auditoria/dist), served at /auditoria. */
  auditoriaDir: string;
  /** Base of the links sent by e-mail. */
  publicUrl: string;
  /** Unset NODE_ENV means production; `pnpm start` sets development (README.md#configuration). */
  nodeEnv: 'development' | 'production' | 'test';
  /** PostgreSQL connection string; without it the server runs embedded PGlite in `dataDir/pg`. */
  databaseUrl: string | undefined;
  /** SMTP server (`smtp://user:pass@host:port`); without it e-mails go to the dev outbox. */
  smtpUrl: string | undefined;
  /** Sender of the e-mails. */
  mailFrom: string;
  /** Secret signing the access tokens; generated into `dataDir` outside production when unset. */
  jwtSecret: string | undefined;
  /** Redis holding the rate-limit counters shared by several instances; in memory when unset. */
  redisUrl: string | undefined;
  /** Fixed values of new plans (operator, service point, CNES, observation). */
  planos: PlanoDefaults;
  /** The contract's glosa appeal routine: deadlines and rounds (RECURSO_GLOSA_*). */
  recursos: PrazosDeRecurso;
  /** S3-compatible storage for plan files; unset: a directory under `dataDir`. */
  s3: S3Settings | undefined;
  /**
   * Fastify's trustProxy: which reverse proxies' X-Forwarded-For to believe, so that rate limits and
   * the loopback check see the client's address. false (unset), true, a hop count, or addresses/CIDRs.
   */
  trustProxy: boolean | number | string;
  /** Absolute and idle limits of a session, refresh grace, revocation poll (SESSION_* variables). */
  sessions: SessionLimits;
  /** Sign-in delays per (CRO, client), hashing admission, e-mailed link cooldown, lookups per hour (LOGIN_*, PASSWORD_HASH_*, EMAIL_*, BENEFICIARY_*). */
  audit: AuditLimits;
  /** Database and storage timeouts, the sweeper's interval and retention (DB_*, STORAGE_*, SWEEP_*). */
  reliability: ReliabilitySettings;
  /** RESPONSE_VALIDATION=1: check every response against its description (the e2e server); never in production. */
  validateResponses?: boolean;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT inválida: "${raw}". Use um número entre 0 e 65535.`);
  }
  return port;
}

/**
 * Unset means production: a deployment that forgets NODE_ENV must not get the demo accounts and the dev
 * outbox. `pnpm start` and `pnpm dev` set development themselves (apps/server/package.json). Any other
 * value is a typo ('prod', 'dev') that would otherwise pick a mode silently: the server refuses it.
 */
function parseNodeEnv(raw: string | undefined): ServerConfig['nodeEnv'] {
  const value = raw?.trim() ?? '';
  if (value === '') return 'production';
  if (value === 'production' || value === 'development' || value === 'test') return value;
  throw new Error(
    `NODE_ENV inválido: "${value}". Use production, development ou test. / NODE_ENV must be production, development or test.`,
  );
}

function parseTrustProxy(raw: string | undefined): ServerConfig['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function optional(raw: string | undefined): string | undefined {
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

/** Reads the server's configuration from the environment (documented in README.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = parsePort(env.PORT);
  const nodeEnv = parseNodeEnv(env.NODE_ENV);
  const jwtSecret = optional(env.JWT_SECRET);
  if (nodeEnv === 'production' && jwtSecret === undefined) {
    const unset = (env.NODE_ENV?.trim() ?? '') === '';
    throw new Error(
      'JWT_SECRET é obrigatório em produção (NODE_ENV=production' +
        (unset ? '; NODE_ENV não definido vale como produção, use pnpm start para a demonstração' : '') +
        '). / JWT_SECRET is required in production' +
        (unset ? ' (an unset NODE_ENV means production; pnpm start runs the demo)' : '') +
        '.',
    );
  }
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new Error(
      'JWT_SECRET deve ter ao menos 32 caracteres. / JWT_SECRET must be at least 32 characters.',
    );
  }
  const validateResponses = env.RESPONSE_VALIDATION === '1';
  // A failed check answers 500: a test aid, not something a deployment may turn on by accident.
  if (validateResponses && nodeEnv === 'production') {
    throw new Error(
      'RESPONSE_VALIDATION não vale em produção. / RESPONSE_VALIDATION is for development and test only.',
    );
  }
  // Relative paths are taken from where the command was started (pnpm start runs from the repository root).
  const cwd = env.INIT_CWD ?? process.cwd();
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(cwd, env.DATA_DIR ?? '.data'),
    portalDir: path.resolve(cwd, env.PORTAL_DIR ?? path.join(repoRoot, 'apps/portal/dist')),
    auditoriaDir: path.resolve(cwd, env.AUDITORIA_DIR ?? path.join(repoRoot, 'apps/auditoria/dist')),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    nodeEnv,
    databaseUrl: optional(env.DATABASE_URL),
    smtpUrl: optional(env.SMTP_URL),
    mailFrom: optional(env.MAIL_FROM) ?? 'Portal do Dentista <nao-responda@portal-do-dentista.local>',
    jwtSecret,
    redisUrl: optional(env.REDIS_URL),
    planos: planoDefaultsFromEnv(env, nodeEnv === 'production'),
    recursos: prazosDeRecursoFromEnv(env),
    s3: s3SettingsFromEnv(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sessions: sessionLimitsFromEnv(env),
    audit: auditLimitsFromEnv(env),
    reliability: reliabilityFromEnv(env),
    validateResponses,
  };
}
