import { resolveDatabase } from '../app/bootstrap.ts';
import { allProjections } from '../app/register-projections.ts';
import { rebuildProjections, recordRebuildReport } from '../app/rebuild-projections.ts';
import { loadConfig } from '../core/config.ts';
import { createDatabase, migrateLatest } from '../core/database.ts';
import { EsdbEventStore } from '../core/esdb-event-store.ts';
import { createLogger } from '../core/logger.ts';
import { PgEventStore } from '../core/pg-event-store.ts';

/**
 * `npm run projections:rebuild [-- --replace]`: rebuilds every read table from the event log
 * and reports whether the result equals the live tables (exit code 1 when it does not).
 */
const config = loadConfig();
const logger = createLogger('warn');
const database = await resolveDatabase(config, logger);
const db = createDatabase(database.connectionString);
await migrateLatest(db);
const store = config.eventStoreConnectionString
  ? new EsdbEventStore(config.eventStoreConnectionString)
  : new PgEventStore(db, database.connectionString);
try {
  const replace = process.argv.includes('--replace');
  const ranAt = new Date();
  const report = await rebuildProjections({ db, store, projections: allProjections, replace });
  // The admin console's dashboard shows the last result.
  await recordRebuildReport(db, report, { ranAt, replaced: replace });
  console.log(`Replayed ${report.events} events (up to global position ${report.position}).`);
  console.table(report.tables);
  console.log(
    report.equal
      ? 'Rebuilt read tables EQUAL the live tables.'
      : 'Rebuilt read tables DIFFER from the live tables.',
  );
  process.exitCode = report.equal ? 0 : 1;
} finally {
  await store.close();
  await db.destroy();
  await database.stop();
}
