import type { Knex } from 'knex';

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable('hoa_documents', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().index();
    t.text('file_name').notNullable();
    t.text('file_url').notNullable();
    t.text('object_path').notNullable();
    t.text('kind').notNullable();
    t.integer('size_bytes').notNullable();
    t.text('status').notNullable();
    t.text('failure_reason');
    t.integer('attempt').notNullable().defaultTo(0);
    t.integer('page_count');
    t.integer('pages_read');
    t.integer('ocr_pages');
    t.jsonb('limits').notNullable().defaultTo('[]');
    t.integer('color_count').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.bigInteger('last_revision').notNullable();
  });
  await knex.schema.createTable('hoa_document_colors', (t) => {
    t.uuid('document_id').notNullable();
    t.integer('position').notNullable();
    t.uuid('user_id').notNullable().index();
    t.text('name').notNullable();
    t.text('code').notNullable();
    t.text('rgb');
    t.text('manufacturer');
    t.text('description').notNullable();
    t.jsonb('equivalents').notNullable().defaultTo('[]');
    t.primary(['document_id', 'position']);
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('hoa_document_colors');
  await knex.schema.dropTable('hoa_documents');
};
