import type { Knex } from 'knex';

/** The Postgres event store: one append-only log plus each stream's current revision. */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable('events', (t) => {
    t.bigIncrements('global_position').primary();
    t.uuid('event_id').notNullable().unique();
    t.text('stream_name').notNullable();
    t.bigInteger('stream_revision').notNullable();
    t.text('type').notNullable();
    t.jsonb('data').notNullable();
    t.jsonb('metadata').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['stream_name', 'stream_revision']);
  });
  await knex.schema.createTable('streams', (t) => {
    t.text('stream_name').primary();
    t.bigInteger('revision').notNullable();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('streams');
  await knex.schema.dropTable('events');
};
