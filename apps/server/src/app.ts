import Fastify, { type FastifyInstance } from 'fastify';
import { Accounts } from './accounts/accounts';
import { Profile } from './accounts/profile';
import { resolveJwtSecret } from './auth/secret';
import type { ServerConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/database';
import { createDentistDataServices } from './dentist-data';
import { registerMultipart } from './files/multipart';
import type { FileStorage } from './files/storage';
import { fileStorageFor } from './files/storage-from-config';
import { apiPlugin } from './http/api';
import { authOperations } from './http/auth-api';
import { dentistOperations } from './http/dentist-api';
import { dentistDataOperations } from './http/dentist-data-api';
import { devEmailRoutes } from './http/dev-emails';
import { docsRoutes } from './http/docs';
import { installErrorHandler } from './http/errors';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './http/operations';
import { planoOperations } from './http/plano-operations';
import { portalRoutes } from './http/portal';
import { securityPlugin } from './http/security';
import { loadSpecs } from './http/specs';
import { loggerOptions } from './logging';
import { createMailer } from './mail/mailer';
import { Registries } from './registries/registries';
import { seedDemoIfEmpty } from './seed/demo';
import { ensureDemoFiles } from './seed/planos-demo';

export interface BuildAppOptions {
  /** Pino log level; false silences the log (tests). */
  logger?: boolean | string;
  /** An already opened database (tests); by default the one of the configuration is opened. */
  database?: DatabaseHandle;
  /** Validate every response against its description (tests). */
  validateResponses?: boolean;
  /** Requests per minute per address on the rate-limited operations. */
  rateLimits?: Partial<RateLimits>;
  /** Where plan files are kept; by default the one of the configuration (S3 or DATA_DIR/arquivos). */
  fileStorage?: FileStorage;
}

const REQUEST_BODY_LIMIT = 1024 * 1024;

/** Fastify runs hop counts but does not type them: a count becomes the function it would build. */
function trustProxyOption(trustProxy: ServerConfig['trustProxy']) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

/** Builds the server: both APIs under /api and the built portal everywhere else. */
export async function buildApp(
  config: ServerConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const level = typeof options.logger === 'string' ? options.logger : 'info';
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(level),
    bodyLimit: REQUEST_BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
  });
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  app.addHook('onClose', async () => database.close());
  try {
    if (await seedDemoIfEmpty(database.db)) app.log.info('banco vazio: dados de demonstração criados');
    const fileStorage = options.fileStorage ?? fileStorageFor(config);
    // The demo's file bytes are a convenience: a store that is down at start must not keep the server down.
    await ensureDemoFiles(database.db, fileStorage).catch((error: unknown) =>
      app.log.warn({ err: error }, 'arquivos de demonstração não gravados no armazenamento'),
    );
    const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
    const production = config.nodeEnv === 'production';
    if (production && !config.smtpUrl) {
      app.log.warn('SMTP_URL não definido: os e-mails ficam só na tabela email_outbox');
    }
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      db: database.db,
      log: app.log,
      printLinks: !production,
    });
    app.addHook('onClose', async () => mailer.close());

    installErrorHandler(app);
    await securityPlugin(app, { redisUrl: config.redisUrl });
    await registerMultipart(app);

    const specs = loadSpecs();
    const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
    const accounts = new Accounts({ db: database.db, mailer, jwtSecret, publicUrl: config.publicUrl });
    await app.register(apiPlugin, {
      prefix: '/api',
      authSpec: specs.auth,
      dentistSpec: specs.dentist,
      authOperations: authOperations(accounts, new Profile(database.db), limits),
      dentistOperations: {
        ...dentistOperations(new Registries(database.db)),
        ...planoOperations({
          db: database.db,
          defaults: config.planos,
          storage: fileStorage,
          secret: jwtSecret,
        }),
        ...dentistDataOperations(createDentistDataServices(database.db, mailer, app.log), limits),
      },
      jwtSecret,
      validateResponses: options.validateResponses ?? false,
    });
    await app.register(docsRoutes, { specs });
    if (!production) await app.register(devEmailRoutes, { db: database.db });
    await app.register(portalRoutes, { portalDir: config.portalDir });
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
