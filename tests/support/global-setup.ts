import { startEmbeddedPostgres } from '../../backend/core/embedded-postgres.ts';
import os from 'node:os';
import path from 'node:path';

/**
 * Integration and browser tests need a PostgreSQL server. With TEST_DATABASE_URL or
 * DATABASE_URL set (CI points it at the machine's PostgreSQL) that one is used; otherwise a
 * throwaway embedded PostgreSQL is started for the run. Each test file then makes its own
 * database in it (tests/support/postgres.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_URL ??= process.env.DATABASE_URL;
    return async () => undefined;
  }
  const dir = path.join(os.tmpdir(), `curbhue-test-pg-${process.pid}`);
  const port = 55000 + (process.pid % 5000);
  const pg = await startEmbeddedPostgres({
    dir,
    port,
    database: 'curbhue_test',
    persistent: false,
  });
  process.env.TEST_DATABASE_URL = pg.connectionString;
  console.log(`DATABASE_URL is not set: tests use an embedded PostgreSQL on port ${port}`);
  // The next set-up in this process (the bench's next section) starts its own again.
  return async () => {
    await pg.stop();
    if (process.env.TEST_DATABASE_URL === pg.connectionString) delete process.env.TEST_DATABASE_URL;
  };
}
