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
  if (config.pushTestHosts.length)
    log.warn({ hosts: config.pushTestHosts }, 'PUSH_TEST_HOSTS is set: pushes may go over http to these hosts. It is for test runs only.');

  // PGlite's files may be opened by one process only; with PostgreSQL the database is the shared state and
  // several instances may run, each with a DATA_DIR of its own (only the offline mail outbox lives there).
  let unlock: () => Promise<void> = async () => {};
  try {
    if (!config.databaseUrl)
      unlock = await lockDataDir(config.dataDir, {
        // The process holding the lock for us was killed: another server could now open the folder. Stop at once
        // (as a crash would: every acknowledged write is already on disk) rather than run unlocked.
        onLost: () => {
          const message = `The lock of the data directory ${config.dataDir} was lost; stopping so no second server shares it.`;
          log.fatal(message);
          console.error(message);
          process.exit(1);
        },
      });
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      log.fatal(e.message);
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  const applied = await database.migrate();
  log.info({ database: database.kind, migrationsApplied: applied }, 'database ready');

  const app = await buildApp({ config, database, serveClient: true, jobs: true });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness turns false first; the load balancer notices within its check interval and stops sending.
    app.lifecycle.draining = true;
    app.log.info({ signal, delaySeconds: config.shutdownDelaySeconds }, 'shutting down: no longer ready');
    const force = setTimeout(
      () => {
        app.log.error('shutdown took too long; exiting');
        process.exit(1); // the lock goes with the process
      },
      (config.shutdownDelaySeconds + 10) * 1000,
    );
    force.unref();
    if (config.shutdownDelaySeconds) await new Promise((r) => setTimeout(r, config.shutdownDelaySeconds * 1000));
    app.log.info('closing: event streams end, requests in flight finish');
    try {
      await app.close();
      await database.close();
    } finally {
      await unlock();
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
    await unlock();
    process.exit(1);
  }
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`Lamplight is ready at http://${shown}:${config.port}`);
}

void main();
