import type { Knex } from 'knex';

const colourColumns = (t: Knex.CreateTableBuilder) => {
  for (const surface of ['body', 'trim', 'accent']) {
    t.text(`${surface}_color`).notNullable();
    t.text(`${surface}_color_code`).notNullable();
    t.text(`${surface}_color_name`);
  }
};

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable('paint_schemes', (t) => {
    t.text('id').primary();
    t.text('name').notNullable();
    t.text('scheme_code').notNullable();
    t.text('category').notNullable();
    t.text('manufacturer').notNullable();
    t.boolean('is_hoa_approved').notNullable().defaultTo(false);
    t.text('color_selection_type');
    colourColumns(t);
    t.integer('sort_order').notNullable();
    t.bigInteger('last_revision').notNullable();
  });
  await knex.schema.createTable('paint_colours', (t) => {
    t.text('brand').notNullable();
    t.text('code').notNullable();
    t.text('name').notNullable();
    t.text('hex').notNullable();
    t.primary(['brand', 'code']);
  });
  await knex.schema.createTable('custom_schemes', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().index();
    t.uuid('document_id').notNullable();
    t.text('name').notNullable();
    t.text('scheme_code').notNullable();
    t.text('manufacturer').notNullable();
    colourColumns(t);
    for (const surface of ['body', 'trim', 'accent'])
      t.integer(`${surface}_color_selection`).notNullable().defaultTo(0);
    t.boolean('is_validated').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.bigInteger('last_revision').notNullable();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('custom_schemes');
  await knex.schema.dropTable('paint_colours');
  await knex.schema.dropTable('paint_schemes');
};
