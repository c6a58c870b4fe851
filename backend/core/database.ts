import knexFactory, { type Knex } from 'knex';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationModule } from './server-build.ts';

// Postgres bigint (int8) → JS number: positions and counts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../projections/migrations');

/**
 * A knex pool. `asynchronousCommit`: its commits return before their WAL reaches the disk
 * (visible to every reader at once; a crash of PostgreSQL may lose the last few). Only for
 * writes that can be redone: the projection runner's batches, which commit with their
 * checkpoints, so a lost batch is simply projected again.
 */
export const createDatabase = (
  connectionString: string,
  pool = { min: 0, max: 10 },
  options: { asynchronousCommit?: boolean } = {},
): Knex =>
  knexFactory({
    client: 'pg',
    connection: options.asynchronousCommit
      ? { connectionString, options: '-c synchronous_commit=off' }
      : connectionString,
    pool,
  });

type Migration = { up: (k: Knex) => Promise<void>; down?: (k: Knex) => Promise<void> };

/**
 * Loads the TypeScript migrations through our own import(), so tsx and vitest both resolve them
 * (the compiled server imports their compiled copies; the names stay those of the .ts files).
 */
const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () =>
    fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => /^\d+_.+\.ts$/.test(f))
      .sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => (await import(migrationModule(MIGRATIONS_DIR, name))) as Migration,
};

export const migrateLatest = async (db: Knex): Promise<void> => {
  await db.migrate.latest({ migrationSource });
};
