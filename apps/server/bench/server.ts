import type { AddressInfo } from 'node:net';
import { buildApp, loadConfig } from '../src';

/**
 * The server as `pnpm start` runs it, in a process of its own, with the differences a benchmark needs: the
 * login rate limit and the per-dentist beneficiary lookup quota are lifted (one client makes every request:
 * login would be measured as 429s, and the searches would pass the hour's 300 lookups within a second; the
 * quota's read, at most 300 index entries in a deployment, is then skipped), the log keeps warnings only (one
 * info line per request would measure the terminal), and it starts over the demo accounts. Prints its port
 * when it listens, and its memory on SIGUSR2.
 */
const config = loadConfig();
const app = await buildApp(config, {
  logger: 'warn',
  rateLimits: { login: 1_000_000_000 },
  auditLimits: { lookupsPerHour: Number.POSITIVE_INFINITY },
  // It runs with NODE_ENV=production on the demo data set, whose accounts production otherwise refuses.
  allowDemoAccounts: true,
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`PORT=${(app.server.address() as AddressInfo).port}\n`);
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
// The soak's memory readings (bench/soak.ts): after a full collection when started with --expose-gc.
process.on('SIGUSR2', () => {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.stdout.write(`MEM=${JSON.stringify({ rssMb: rss / 2 ** 20, heapUsedMb: heapUsed / 2 ** 20 })}\n`);
});
process.on('SIGINT', () => void stop());
