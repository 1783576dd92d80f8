import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type S3Settings, s3SettingsFromEnv } from './arquivos/s3-settings';
import { secretWeakness } from './autenticacao/secret-strength';
import { type SessionLimits, sessionLimitsFromEnv } from './autenticacao/session-config';
import { type PrazosDeRecurso, prazosDeRecursoFromEnv } from './faturamento/recursos-config';
import { type PlanoDefaults, planoDefaultsFromEnv } from './planos/config';
import { type ReliabilitySettings, reliabilityFromEnv } from './plataforma/reliability-config';
import { type AuditLimits, auditLimitsFromEnv } from './trilha-de-acesso/config';

export interface ServerConfig {
  /** TCP port the server listens on. */
  port: number;
  /** Address the server binds to: loopback only (127.0.0.1 and ::1) unless HOST says otherwise. */
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

/** Loopback names and addresses: a link to one of them in an e-mail opens nothing for the dentist. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\./.test(host) ||
    host === '0.0.0.0' ||
    host === '::1' ||
    host === '::' ||
    host === '::ffff:127.0.0.1' ||
    /^::ffff:7f/.test(host)
  );
}

/**
 * Production sends first-access and reset links: without SMTP they would sit, live, in the outbox table, and
 * a link must be https on a name the dentist's browser reaches (tokens in the URL, cookies marked Secure).
 */
function requireProductionMail(smtpUrl: string | undefined, publicUrl: string): void {
  if (smtpUrl === undefined) {
    throw new Error(
      'SMTP_URL é obrigatório em produção: sem ele os links de primeiro acesso e de redefinição de senha ' +
        'ficariam guardados, válidos, na tabela email_outbox. / SMTP_URL is required in production.',
    );
  }
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    throw new Error(`PUBLIC_URL inválida: "${publicUrl}". / PUBLIC_URL is not a URL.`);
  }
  if (url.protocol !== 'https:' || isLoopbackHost(url.hostname)) {
    throw new Error(
      `PUBLIC_URL deve ser https e apontar para o endereço público do portal em produção, não "${publicUrl}". ` +
        '/ PUBLIC_URL must be an https URL of a non-loopback host in production.',
    );
  }
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
  // Refused in every mode: a configured secret is meant to be used, and a weak one in development tends to be
  // copied into production. Without one, development generates a strong one (autenticacao/secret.ts).
  const weakness = jwtSecret === undefined ? null : secretWeakness(jwtSecret);
  if (weakness !== null) throw new Error(weakness);
  const smtpUrl = optional(env.SMTP_URL);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (nodeEnv === 'production') requireProductionMail(smtpUrl, publicUrl);
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
    // Fastify binds 'localhost' to both 127.0.0.1 and ::1, so http://localhost answers whichever Node picks;
    // a deployment behind a proxy or in a container sets HOST (0.0.0.0) on purpose.
    host: optional(env.HOST) ?? 'localhost',
    dataDir: path.resolve(cwd, env.DATA_DIR ?? '.data'),
    portalDir: path.resolve(cwd, env.PORTAL_DIR ?? path.join(repoRoot, 'apps/portal/dist')),
    auditoriaDir: path.resolve(cwd, env.AUDITORIA_DIR ?? path.join(repoRoot, 'apps/auditoria/dist')),
    publicUrl,
    nodeEnv,
    databaseUrl: optional(env.DATABASE_URL),
    smtpUrl,
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
