import type { Knex } from 'knex';

/** purchases: each payment intent and what came of it; allowances count revoked renders. */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable('purchases', (t) => {
    t.text('payment_intent_id').primary();
    t.uuid('user_id').notNullable().index();
    t.integer('amount').notNullable();
    t.text('currency').notNullable();
    t.integer('renders').notNullable();
    t.text('mode');
    t.text('status').notNullable();
    t.text('failure_reason');
    t.integer('failures').notNullable().defaultTo(0);
    t.integer('renders_credited').notNullable().defaultTo(0);
    t.integer('renders_revoked').notNullable().defaultTo(0);
    t.integer('amount_refunded').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true });
    t.timestamp('succeeded_at', { useTz: true });
    t.timestamp('refunded_at', { useTz: true });
    t.bigInteger('last_revision').notNullable();
  });
  await knex.schema.alterTable('allowances', (t) => {
    t.integer('renders_revoked').notNullable().defaultTo(0);
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('allowances', (t) => t.dropColumn('renders_revoked'));
  await knex.schema.dropTable('purchases');
};
