import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  hydrateNativeSymlinks,
  startEmbeddedPostgres,
} from '../../../backend/core/embedded-postgres';

// The default a newcomer meets: no DATABASE_URL, so the app starts its own PostgreSQL.
describe('embedded PostgreSQL (the default without DATABASE_URL)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbhue-embedded-'));
  let stop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await stop?.();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts a real server from the npm package and answers queries', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const pgServer = await startEmbeddedPostgres({
      dir: path.join(dir, 'pg'),
      port,
      database: 'curbhue',
      persistent: false,
    });
    stop = pgServer.stop;
    const client = new pg.Client({ connectionString: pgServer.connectionString });
    await client.connect();
    const { rows } = await client.query<{ db: string; v: string }>(
      'select current_database() as db, current_setting($1) as v',
      ['server_version_num'],
    );
    await client.end();
    expect(rows[0]?.db).toBe('curbhue');
    expect(Number(rows[0]?.v)).toBeGreaterThanOrEqual(150000);
    // its shared-library links are all in place now, so a second pass has nothing to make
    expect(hydrateNativeSymlinks()).toBe(0);
  }, 120_000);
});
