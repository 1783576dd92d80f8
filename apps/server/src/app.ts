import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { ensureDemoFiles } from './arquivos/demonstracao';
import { filesHandlers } from './arquivos/handlers';
import { registerMultipart } from './arquivos/multipart';
import { PlanoArquivos } from './arquivos/plano-arquivos';
import { FileUrlSigner } from './arquivos/signed-url';
import type { FileStorage } from './arquivos/storage';
import { fileStorageFor } from './arquivos/storage-from-config';
import { Auditoria } from './auditoria/auditoria';
import { auditoriaHandlers } from './auditoria/handlers';
import { RespostasDoDentista } from './auditoria/resposta';
import { accessTokenCheck } from './autenticacao/bearer';
import { HashAdmission } from './autenticacao/hash-admission';
import { RevokedSessions } from './autenticacao/revoked-sessions';
import { resolveJwtSecret } from './autenticacao/secret';
import { SessionOwners } from './autenticacao/session-owners';
import { registriesHandlers } from './cadastros/handlers';
import { Registries } from './cadastros/registries';
import type { ServerConfig } from './config';
import { Accounts } from './contas/accounts';
import { demoAccountsIn } from './contas/demonstracao';
import { accountsHandlers } from './contas/handlers';
import { Profile } from './contas/profile';
import { refreshCookie } from './contas/refresh-cookie';
import { type SessionHooks, Sessions } from './contas/sessions';
import { Dashboard } from './dados-do-dentista/dashboard';
import { Financeiro } from './dados-do-dentista/financeiro';
import { Glosas } from './dados-do-dentista/glosas';
import { dentistDataHandlers } from './dados-do-dentista/handlers';
import { Ouvidoria } from './dados-do-dentista/ouvidoria';
import { seedDemoIfEmpty, seedReferenceDataIfEmpty } from './demonstracao/demo';
import { Atos } from './faturamento/atos';
import { Contas } from './faturamento/contas';
import { Fechamentos } from './faturamento/fechamento';
import { faturamentoHandlers } from './faturamento/handlers';
import { Lotes } from './faturamento/lotes';
import { RecursosDeGlosa } from './faturamento/recursos';
import type { PrazosDeRecurso } from './faturamento/recursos-config';
import { buildGlossario } from './glossario/glossario';
import { glossarioHandlers } from './glossario/handlers';
import { EmissoesDeGuia } from './guias/emissoes';
import { Guias } from './guias/guias';
import { guiasHandlers } from './guias/handlers';
import { localNotificationBus } from './notificacoes/bus';
import { notificacoesHandlers } from './notificacoes/handlers';
import { Notificacoes } from './notificacoes/notificacoes';
import { redisNotificationBus } from './notificacoes/redis-bus';
import { SessionStreams } from './notificacoes/session-streams';
import type { PlanoDefaults } from './planos/config';
import { planosHandlers } from './planos/handlers';
import { ItensDoPlano } from './planos/itens';
import { OdontogramasIniciais } from './planos/odontograma';
import { Planos } from './planos/planos';
import { type DatabaseHandle, openDatabase } from './plataforma/banco/database';
import { createMailer } from './plataforma/email/mailer';
import { frameworkErrors, installErrorHandler } from './plataforma/errors';
import { apiPlugin } from './plataforma/http/api';
import { clientErrorHandler } from './plataforma/http/client-error';
import { registerCookies } from './plataforma/http/cookies';
import { devRoutes } from './plataforma/http/dev-emails';
import { docsRoutes } from './plataforma/http/docs';
import { healthHandlers } from './plataforma/http/health';
import { deleteExpiredIdempotencyKeys, Idempotency } from './plataforma/http/idempotency';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './plataforma/http/operations';
import { portalRoutes } from './plataforma/http/portal';
import { securityPlugin } from './plataforma/http/security';
import { loadSpecs } from './plataforma/http/specs';
import { applyHeadersTimeout, installRequestDeadlines, SERVER_TIMEOUTS } from './plataforma/http/timeouts';
import { loggerOptions } from './plataforma/logging';
import { Sweeper } from './plataforma/sweeper';
import { BeneficiaryAccess } from './trilha-de-acesso/beneficiary-access';
import type { AuditLimits } from './trilha-de-acesso/config';
import { LoginAlarm } from './trilha-de-acesso/login-alarm';
import { LoginThrottle } from './trilha-de-acesso/login-throttle';
import { SecurityEvents } from './trilha-de-acesso/security-events';

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
  /** Start in production over demo accounts (the benchmark measures on demo data); never for a deployment. */
  allowDemoAccounts?: boolean;
  /** Pauses inside a refresh, so that tests interleave other requests with it deterministically. */
  sessionHooks?: SessionHooks;
  /** Overrides the configured sign-in delays, password hashing admission, e-mail cooldown and beneficiary lookup quota (tests). */
  auditLimits?: Partial<AuditLimits>;
  /** Start the sweeper (at start and periodically); true by default. */
  sweep?: boolean;
}

/**
 * The demo seed outside production; in production only the reference catalogues, and no start at all while a
 * demo account (whose password the README prints) is in the database.
 */
export async function prepareData(
  database: DatabaseHandle,
  nodeEnv: ServerConfig['nodeEnv'],
  log: FastifyBaseLogger,
  allowDemoAccounts: boolean,
  planos?: PlanoDefaults,
  recursos?: PrazosDeRecurso,
) {
  if (nodeEnv !== 'production') {
    // The demo's sent batches carry the operator's registration of this configuration.
    if (await seedDemoIfEmpty(database.db, planos, recursos)) {
      log.info(`banco vazio: dados de demonstração criados (NODE_ENV=${nodeEnv}; nunca em produção)`);
    }
    return;
  }
  if (await seedReferenceDataIfEmpty(database.db)) {
    log.info(
      'banco vazio: catálogos de procedimentos e tipos de imagem criados (produção: sem dados de demonstração)',
    );
  }
  const demo = allowDemoAccounts ? [] : await demoAccountsIn(database.db);
  if (demo.length > 0) {
    throw new Error(
      `Contas de demonstração no banco (CRO ${demo.join(', ')}): o servidor não inicia em produção com elas. ` +
        'Remova-as ou use NODE_ENV=development. / Demo accounts found: refusing to start in production.',
    );
  }
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
    ...SERVER_TIMEOUTS,
    clientErrorHandler,
    frameworkErrors,
  });
  applyHeadersTimeout(app);
  installRequestDeadlines(app);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      timeouts: config.reliability,
      onConnectionError: (error) =>
        app.log.warn({ err: error }, 'conexão com o banco perdida; será reaberta'),
    }));
  app.addHook('onClose', async () => database.close());
  try {
    const production = config.nodeEnv === 'production';
    await prepareData(
      database,
      config.nodeEnv,
      app.log,
      options.allowDemoAccounts ?? false,
      config.planos,
      config.recursos,
    );
    const fileStorage = options.fileStorage ?? fileStorageFor(config);
    // The demo's file bytes are a convenience: a store that is down at start must not keep the server down.
    await ensureDemoFiles(database.db, fileStorage).catch((error: unknown) =>
      app.log.warn({ err: error }, 'arquivos de demonstração não gravados no armazenamento'),
    );
    const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      db: database.db,
      log: app.log,
      printLinks: !production,
    });
    app.addHook('onClose', async () => mailer.close());

    installErrorHandler(app);
    const { redisPing } = await securityPlugin(app, { redisUrl: config.redisUrl });
    await registerMultipart(app);
    await registerCookies(app, jwtSecret);

    const specs = loadSpecs();
    const glossario = buildGlossario();
    const auditLimits = { ...config.audit, ...options.auditLimits };
    const limits = { ...DEFAULT_RATE_LIMITS, login: auditLimits.loginPerMinute, ...options.rateLimits };
    const revoked = new RevokedSessions(database.db, config.sessions.revocationPollMs);
    const events = new SecurityEvents(database.db, app.log);
    const sessions = new Sessions({
      db: database.db,
      events,
      jwtSecret,
      limits: config.sessions,
      revoked,
      ...(options.sessionHooks ? { hooks: options.sessionHooks } : {}),
    });
    const accounts = new Accounts({
      db: database.db,
      mailer,
      sessions,
      publicUrl: config.publicUrl,
      throttle: new LoginThrottle(database.db, auditLimits),
      alarm: new LoginAlarm(database.db, auditLimits, events, app.log),
      hashing: new HashAdmission({
        concurrency: auditLimits.hashConcurrency,
        queue: auditLimits.hashQueue,
        // An address already slowed on some CRO is guessing rather than mistyping.
        suspectFailures: Math.max(1, auditLimits.loginFreeFailures),
        failureWindowMs: auditLimits.loginFailureWindowMs,
      }),
      events,
      emailLimits: auditLimits,
      log: app.log,
      nomeOperadora: config.planos.nomeOperadora,
    });
    const { db } = database;
    const arquivos = new PlanoArquivos(db, fileStorage, new FileUrlSigner(jwtSecret), config.sessions);
    const access = new BeneficiaryAccess(db, auditLimits.lookupsPerHour);
    const bus = config.redisUrl ? redisNotificationBus(config.redisUrl, app.log) : localNotificationBus();
    const notificacoes = new Notificacoes(db, bus, mailer, config.publicUrl, app.log);
    // Event streams stay open until the client leaves or the session ends: the server ends them when it closes.
    const streams = new SessionStreams(revoked);
    app.addHook('preClose', async () => {
      streams.endAll();
      await bus.close();
    });
    const planos = new Planos(db, config.planos, (planoId, caller) =>
      arquivos.recordsOf(planoId, caller.sessao),
    );
    const odontogramas = new OdontogramasIniciais(db);
    const guias = new Guias(db, config.planos);
    const emissoes = new EmissoesDeGuia(db);
    const lotes = new Lotes(db, config.planos, notificacoes);
    const recursos = new RecursosDeGlosa(
      db,
      config.planos,
      config.recursos,
      notificacoes,
      (database, planoId, sessao, now) => arquivos.recordsOf(planoId, sessao, now, database),
    );
    // Every service is built once here and handed to its domain's handlers factory.
    const services = {
      accounts: {
        accounts,
        profile: new Profile(db, events),
        production,
        refreshCookie: refreshCookie({ production, maxAgeMs: config.sessions.maxAgeMs }),
        operadora: { nome: config.planos.nomeOperadora, registroANS: config.planos.registroANS },
      },
      registries: { registries: new Registries(db), access },
      planos: {
        planos,
        itens: new ItensDoPlano(db, notificacoes),
        odontogramas,
        access,
      },
      faturamento: {
        atos: new Atos(db),
        fechamentos: new Fechamentos(db),
        lotes,
        contas: new Contas(db, config.planos, notificacoes, lotes),
        recursos,
        access,
      },
      auditoria: {
        auditoria: new Auditoria(db, planos, odontogramas, notificacoes),
        respostas: new RespostasDoDentista(db),
        access,
      },
      notificacoes: {
        notificacoes,
        bus,
        streams,
      },
      files: { arquivos },
      guias: { guias, emissoes, access },
      dentistData: {
        dashboard: new Dashboard(db),
        glosas: new Glosas(db, recursos),
        financeiro: new Financeiro(db, lotes),
        ouvidoria: new Ouvidoria(db, mailer, app.log, config.planos.registroANS),
      },
    };
    await app.register(apiPlugin, {
      prefix: '/api',
      authSpec: specs.auth,
      dentistSpec: specs.dentist,
      authOperations: {
        ...accountsHandlers(services.accounts, limits),
        ...healthHandlers({ db, storage: fileStorage, redisPing }),
      },
      dentistOperations: {
        ...registriesHandlers(services.registries),
        ...planosHandlers(services.planos),
        ...faturamentoHandlers(services.faturamento),
        ...auditoriaHandlers(services.auditoria),
        ...notificacoesHandlers(services.notificacoes),
        ...filesHandlers(services.files),
        ...guiasHandlers(services.guias),
        ...dentistDataHandlers(services.dentistData, limits),
        ...glossarioHandlers(glossario),
      },
      checkAccessToken: accessTokenCheck(jwtSecret, revoked, new SessionOwners(db, revoked)),
      validateResponses: options.validateResponses ?? config.validateResponses ?? false,
      idempotency: new Idempotency(db),
    });
    // Orphan files and rows nothing reads any more, at start and every SWEEP_INTERVAL_MINUTES.
    const sweeper = new Sweeper({
      db,
      storage: fileStorage,
      settings: config.reliability,
      log: app.log,
      tasks: { chavesIdempotencia: deleteExpiredIdempotencyKeys },
    });
    if (options.sweep ?? true) sweeper.start();
    app.addHook('preClose', async () => sweeper.stop());
    app.decorate('sweeper', sweeper);
    // The reference page needs inline script: outside production only (the descriptions stay served).
    await app.register(docsRoutes, { specs, reference: !production });
    await app.register(devRoutes, { db: database.db, production });
    await app.register(portalRoutes, {
      portalDir: config.portalDir,
      auditoriaDir: config.auditoriaDir,
      production,
    });
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
