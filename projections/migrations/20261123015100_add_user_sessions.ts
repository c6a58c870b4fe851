import type { Knex } from 'knex';

/**
 * users.email_verified: whether Google vouched for the email at the last sign-in (roles are
 * given by email only then). users.session_version: bumped by each sign-out; a session cookie
 * carries the version it was issued at and is refused once it differs.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('email_verified').notNullable().defaultTo(false);
    t.integer('session_version').notNullable().defaultTo(0);
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('email_verified');
    t.dropColumn('session_version');
  });
};
