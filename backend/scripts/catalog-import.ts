import { resolveDatabase, startServices } from '../app/bootstrap.ts';
import { importCatalogueFile } from '../app/import-catalogue-file.ts';
import { systemClock } from '../core/clock.ts';
import { loadConfig } from '../core/config.ts';
import { createLogger } from '../core/logger.ts';

/**
 * `npm run catalog:import -- FILE` loads a whole manufacturer list (CSV or JSON with brand,
 * code, name, hex). Idempotent; reports what it added, updated and rejected, with reasons.
 */
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run catalog:import -- FILE.csv|FILE.json');
  process.exit(2);
}
const config = { ...loadConfig(), runWorkers: false };
const logger = createLogger('warn');
const database = await resolveDatabase(config, logger);
const services = await startServices(config, logger, database.connectionString);
try {
  const report = await importCatalogueFile(services.store, systemClock, file);
  await services.runner.waitFor(report.position, 60_000);
  console.log(`Imported ${report.file} (${report.rowsRead} rows read):`);
  console.table(report.brands);
  if (report.rejected.length) {
    console.log(`Rejected ${report.rejected.length} row(s):`);
    console.table(report.rejected.slice(0, 50));
    if (report.rejected.length > 50) console.log(`… and ${report.rejected.length - 50} more.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await services.stop();
  await database.stop();
}
