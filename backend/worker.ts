import { resolveDatabase, startServices } from './app/bootstrap.ts';
import { loadConfig } from './core/config.ts';
import { createLogger } from './core/logger.ts';

/** `npm run worker`: projections and job workers without HTTP, to scale out on other machines. */
const config = { ...loadConfig(), runWorkers: true };
const logger = createLogger(config.logLevel);
const database = await resolveDatabase(config, logger);
const services = await startServices(config, logger, database.connectionString);
logger.info('CurbHue worker is running');
const shutdown = () =>
  void services
    .stop()
    .then(() => database.stop())
    .finally(() => process.exit(0));
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
