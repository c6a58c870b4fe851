import type { Knex } from 'knex';

/**
 * What the dashboard cards and the share page show (swatches, HOA approval, share token), and an
 * index for the newest-first pages of one user's renders. The renders read model is rebuilt
 * from the event log (its checkpoint goes back to the start), so old rows gain the new columns.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('renders', (t) => {
    t.uuid('photo_id');
    t.boolean('is_hoa_approved').notNullable().defaultTo(false);
    t.jsonb('colors');
    t.jsonb('color_labels');
    t.text('share_token').unique();
    t.timestamp('shared_at', { useTz: true });
    t.index(['user_id', 'created_at', 'id'], 'renders_user_newest_idx');
  });
  await knex('renders').delete();
  await knex('projection_checkpoints').where({ name: 'renders' }).update({ position: -1 });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('renders', (t) => {
    t.dropIndex(['user_id', 'created_at', 'id'], 'renders_user_newest_idx');
    t.dropColumns(
      'photo_id',
      'is_hoa_approved',
      'colors',
      'color_labels',
      'share_token',
      'shared_at',
    );
  });
};
