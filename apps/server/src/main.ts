import { buildApp } from './app';
import { loadConfig } from './config';

async function start() {
  try {
    const config = loadConfig();
    return { config, app: await buildApp(config) };
  } catch (error) {
    // A configuration or data-directory problem: say what it is, without a stack trace.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const { config, app } = await start();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'encerrando o servidor');
  // Stop taking connections, finish the requests under way, then release the database and its lock.
  const forced = setTimeout(() => {
    app.log.error('encerramento demorou demais; saindo assim mesmo');
    process.exit(1);
  }, 10_000);
  forced.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Portal do Dentista em http://localhost:${config.port}/login`);
