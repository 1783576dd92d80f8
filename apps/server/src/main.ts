import { mkdir } from 'node:fs/promises';
import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
await mkdir(config.dataDir, { recursive: true });
const app = await buildApp(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'encerrando o servidor');
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Portal do Dentista em http://localhost:${config.port}/login`);
