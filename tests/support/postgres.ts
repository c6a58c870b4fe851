import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Knex } from 'knex';
import { createDatabase, migrateLatest } from '../../backend/core/database.ts';

const serverUrl = (): string => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DATABASE_URL is not set: run tests through vitest (global setup)');
  return url;
};

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

export type TestDatabase = { connectionString: string; db: Knex; drop: () => Promise<void> };

/** A fresh, migrated database of its own for one test file, dropped afterwards. */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const name = `curbhue_t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const connectionString = withDatabase(serverUrl(), name);
  const db = createDatabase(connectionString);
  await migrateLatest(db);
  return {
    connectionString,
    db,
    drop: async () => {
      await db.destroy();
      const a = new pg.Client({ connectionString: serverUrl() });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`);
      await a.end();
    },
  };
};
