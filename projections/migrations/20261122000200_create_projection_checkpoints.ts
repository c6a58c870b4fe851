import type { Knex } from 'knex';

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable('projection_checkpoints', (t) => {
    t.text('name').primary();
    t.bigInteger('position').notNullable().defaultTo(-1);
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('projection_checkpoints');
};
