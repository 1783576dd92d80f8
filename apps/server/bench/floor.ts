import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { type Measurement, summarize } from './stats';

/**
 * The floor: the endpoint's SQL in a tight node-postgres loop, `workers` loops sharing a pool as large
 * as the server's, for `seconds`. Nothing else runs meanwhile.
 */
export async function measureFloor(options: {
  databaseUrl: string;
  text: string;
  values: unknown[];
  workers: number;
  poolSize: number;
  seconds: number;
}): Promise<Measurement> {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize });
  try {
    // Warm the connections and the plan cache before timing.
    await Promise.all(
      Array.from({ length: options.poolSize }, () => pool.query(options.text, options.values)),
    );
    const latencies: number[] = [];
    let errors = 0;
    const started = performance.now();
    const deadline = started + options.seconds * 1000;
    await Promise.all(
      Array.from({ length: options.workers }, async () => {
        while (performance.now() < deadline) {
          const before = performance.now();
          try {
            const result = await pool.query(options.text, options.values);
            if (result.rowCount === 0) errors++;
            latencies.push(performance.now() - before);
          } catch {
            errors++;
          }
        }
      }),
    );
    return summarize(latencies, (performance.now() - started) / 1000, errors);
  } finally {
    await pool.end();
  }
}
