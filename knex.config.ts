import type { Knex } from 'knex';

/** For the knex CLI (`NODE_OPTIONS="--import tsx" npx knex --knexfile knex.config.ts …`); the app migrates at start. */
const config: Knex.Config = {
  client: 'pg',
  connection: process.env.DATABASE_URL ?? 'postgres://postgres:curbhue@127.0.0.1:54329/curbhue',
  migrations: {
    directory: './projections/migrations',
    extension: 'ts',
    loadExtensions: ['.ts'],
  },
};

export default config;
