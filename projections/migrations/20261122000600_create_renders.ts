import type { Knex } from 'knex';

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable('renders', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().index();
    t.text('status').notNullable();
    t.text('scheme_id').notNullable();
    t.text('scheme_name').notNullable();
    t.text('manufacturer').notNullable();
    t.text('before_image_url').notNullable();
    t.text('after_image_url');
    t.text('failure_reason');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.bigInteger('last_revision').notNullable();
  });
  await knex.schema.createTable('render_credits', (t) => {
    t.uuid('render_id').primary();
    t.uuid('user_id').notNullable().index();
    t.timestamp('spent_at', { useTz: true }).notNullable();
    t.timestamp('refunded_at', { useTz: true });
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('render_credits');
  await knex.schema.dropTable('renders');
};
