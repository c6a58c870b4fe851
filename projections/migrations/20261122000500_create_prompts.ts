import type { Knex } from 'knex';

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable('prompts', (t) => {
    t.text('service').primary();
    t.text('prompt').notNullable();
    t.text('model').notNullable();
    t.text('description').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.bigInteger('last_revision').notNullable();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('prompts');
};
