import type { Knex } from 'knex';

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary();
    t.text('google_id').notNullable().unique();
    t.text('email').notNullable();
    t.text('name');
    t.boolean('beta_tester').notNullable().defaultTo(false);
    t.boolean('is_admin').notNullable().defaultTo(false);
    t.boolean('onboarding_completed').notNullable().defaultTo(false);
    t.boolean('hoa_required').notNullable().defaultTo(false);
    t.text('address');
    t.text('city');
    t.text('zip_code');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_sign_in_at', { useTz: true });
    t.bigInteger('last_revision').notNullable();
  });
  await knex.schema.createTable('allowances', (t) => {
    t.uuid('user_id').primary();
    t.integer('remaining_renders').notNullable().defaultTo(0);
    t.integer('free_renders_granted').notNullable().defaultTo(0);
    t.integer('renders_purchased').notNullable().defaultTo(0);
    t.integer('renders_spent').notNullable().defaultTo(0);
    t.bigInteger('last_revision').notNullable();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('allowances');
  await knex.schema.dropTable('users');
};
