import type { Knex } from 'knex';

/**
 * Manufacturer colours gain their colour family (`category`: Whites, Neutrals, Greys, … Purples,
 * derived from the hex), which the admin console filters on. The paint-colours read model is
 * rebuilt from the event log (its checkpoint goes back to the start), so every row gains it.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex('paint_colours').delete();
  await knex.schema.alterTable('paint_colours', (t) => {
    t.text('category').notNullable();
    t.index(['category'], 'paint_colours_category_idx');
  });
  await knex('projection_checkpoints').where({ name: 'paint-colours' }).update({ position: -1 });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('paint_colours', (t) => {
    t.dropIndex(['category'], 'paint_colours_category_idx');
    t.dropColumn('category');
  });
};
