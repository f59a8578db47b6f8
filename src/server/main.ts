import pino from 'pino';
import { buildApp, loggerOptions } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError, lockDataDir } from './platform/data-dir-lock.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const log = pino(loggerOptions(config.logLevel) as pino.LoggerOptions);

  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      log.fatal(e.message);
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  log.info({ database: database.kind }, 'database ready');

  const app = await buildApp({ config, database, serveClient: true, jobs: true });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      unlock();
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      unlock();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (e) {
    app.log.fatal({ err: e }, 'could not listen');
    await database.close();
    unlock();
    process.exit(1);
  }
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`Lamplight is ready at http://${shown}:${config.port}`);
}

void main();
