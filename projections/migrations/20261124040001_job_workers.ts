import type { Knex } from 'knex';

/**
 * Job worker liveness (operational, not a projection): each process that works jobs has a row
 * (heartbeat_at refreshed every second, lock_key: a session advisory lock it holds while
 * connected), and each job it runs has a claim. A job whose worker died is failed at once, so
 * pg-boss retries it, instead of after its expiry.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable('job_workers', (t) => {
    t.text('id').primary();
    t.integer('lock_key').notNullable();
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('heartbeat_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('job_claims', (t) => {
    t.uuid('job_id').primary();
    t.text('queue').notNullable();
    t.text('worker_id').notNullable().index();
    t.timestamp('claimed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('job_claims');
  await knex.schema.dropTable('job_workers');
};
