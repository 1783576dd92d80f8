import { loadConfig } from '../src/config';
import { seedDemoIfEmpty } from '../src/demonstracao/demo';
import { openDatabase } from '../src/plataforma/banco/database';
import { FIRST_CRO, OPERATOR_SCALE, seedScale } from './scale-data';

/**
 * `pnpm --filter @odonto/server seed:scale`: the operator-scale data set (1,000,000 beneficiaries,
 * 2,000 dentists, 200,000 plans, 600,000 items) into PostgreSQL (DATABASE_URL) or PGlite (DATA_DIR).
 * The generated dentists sign in with CRO 200001 to 202000 and the demo password.
 */
const config = loadConfig();
const started = Date.now();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  if (await seedDemoIfEmpty(database.db)) console.log('dados de demonstração criados');
  const created = await seedScale(database.db);
  console.log(
    created
      ? `massa de dados criada em ${((Date.now() - started) / 1000).toFixed(0)} s (${database.kind}); ` +
          `os dentistas gerados entram com CRO ${FIRST_CRO + 1} a ${FIRST_CRO + OPERATOR_SCALE.dentistas} e a senha de demonstração`
      : 'a massa de dados já existe neste banco; nada a fazer',
  );
} finally {
  await database.close();
}
