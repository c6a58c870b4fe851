import knexFactory, { type Knex } from 'knex';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationModule } from './server-build.ts';

// Postgres bigint (int8) → JS number: positions and counts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../projections/migrations');

export const createDatabase = (connectionString: string, pool = { min: 0, max: 10 }): Knex =>
  knexFactory({ client: 'pg', connection: connectionString, pool });

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
