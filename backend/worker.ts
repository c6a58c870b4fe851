import { resolveDatabase, startServices } from './app/bootstrap.ts';
import { preflight, startupFailureLine } from './app/startup-checks.ts';
import { loadConfig } from './core/config.ts';
import { createLogger } from './core/logger.ts';

/** `npm run worker`: projections and job workers without HTTP, to scale out on other machines. */
const start = async () => {
  const config = { ...loadConfig(), runWorkers: true };
  await preflight(config, { web: false });
  const logger = createLogger(config.logLevel);
  const database = await resolveDatabase(config, logger);
  const services = await startServices(config, logger, database.connectionString).catch(
    async (error: unknown) => {
      await database.stop();
      throw error;
    },
  );
  logger.info('CurbHue worker is running');
  return () => services.stop().then(() => database.stop());
};

const stop = await start().catch((error: unknown) => {
  console.error(startupFailureLine(error));
  process.exit(1);
});
const shutdown = () => void stop().finally(() => process.exit(0));
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
