import type { Knex } from 'knex';
import { containsPattern as like, type ListSource } from '../../backend/core/simple-rest.ts';

export type AdminPaintColorDto = {
  id: string;
  manufacturer: string;
  code: string;
  name: string;
  hex: string;
};

type Row = { id: string; brand: string; code: string; name: string; hex: string };

/** Manufacturer colours (id: brand|code, e.g. 'Sherwin-Williams|SW 7015'): `q` searches code and name; `manufacturer` is the brand. */
export const adminPaintColorsSource: ListSource<Row, AdminPaintColorDto> = {
  resource: 'paint-colors',
  query: (db: Knex) =>
    db
      .from(
        db('paint_colours')
          .select(db.raw(`brand || '|' || code as id`), 'brand', 'code', 'name', 'hex')
          .as('c'),
      )
      .select('*'),
  columns: {
    id: 'id',
    manufacturer: 'brand',
    code: 'code',
    name: 'name',
    hex: 'hex',
  },
  defaultSort: { field: 'manufacturer', order: 'ASC' },
  filter: (qb, key, value) => {
    if (key === 'q') {
      qb.where((w) => w.whereILike('code', like(value)).orWhereILike('name', like(value)));
      return true;
    }
    return false;
  },
  toDto: (r) => ({
    id: r.id,
    manufacturer: r.brand,
    code: r.code,
    name: r.name,
    hex: r.hex,
  }),
};
