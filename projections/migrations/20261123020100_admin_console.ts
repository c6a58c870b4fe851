import type { Knex } from 'knex';

/**
 * The admin console's read side: users.beta_override (an admin's beta-tester decision, which
 * wins over BETA_TESTER_EMAILS), every revision of every prompt, the audit log (a copy of the
 * global event log, filterable by stream, type, user and time), and the reports of
 * `npm run projections:rebuild` (operational records, not a projection).
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('beta_override');
  });
  await knex.schema.createTable('prompt_revisions', (t) => {
    t.text('service').notNullable();
    t.integer('revision').notNullable();
    t.text('prompt').notNullable();
    t.text('model').notNullable();
    t.integer('restored_from');
    t.text('revised_by');
    t.timestamp('revised_at', { useTz: true }).notNullable();
    t.primary(['service', 'revision']);
  });
  await knex.schema.createTable('audit_events', (t) => {
    t.bigInteger('global_position').primary();
    t.text('event_id').notNullable();
    t.text('stream_name').notNullable().index();
    t.integer('stream_revision').notNullable();
    t.text('type').notNullable().index();
    t.text('subject_user_id').index();
    t.text('actor_id').index();
    t.jsonb('data').notNullable();
    t.jsonb('metadata').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().index();
  });
  await knex.schema.createTable('projection_rebuild_reports', (t) => {
    t.increments('id').primary();
    t.timestamp('ran_at', { useTz: true }).notNullable();
    t.integer('events').notNullable();
    t.bigInteger('position').notNullable();
    t.boolean('equal').notNullable();
    t.boolean('replaced').notNullable();
    t.jsonb('tables').notNullable();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('projection_rebuild_reports');
  await knex.schema.dropTable('audit_events');
  await knex.schema.dropTable('prompt_revisions');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('beta_override');
  });
};
