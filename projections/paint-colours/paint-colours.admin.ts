import type { Knex } from 'knex';
import { ValidationError } from '../../backend/core/errors.ts';
import { containsPattern as like, type ListSource } from '../../backend/core/simple-rest.ts';
import { COLOUR_FAMILIES } from '../../modules/catalogue/index.ts';

const FAMILIES: readonly string[] = COLOUR_FAMILIES;

export type AdminPaintColorDto = {
  id: string;
  manufacturer: string;
  code: string;
  name: string;
  hex: string;
  /** The colour family (Whites, Neutrals, Greys, … Purples), derived from the hex. */
  category: string;
};

type Row = { id: string; brand: string; code: string; name: string; hex: string; category: string };

/**
 * Manufacturer colours (id: brand|code, e.g. 'Sherwin-Williams|SW 7015'): `q` searches code and
 * name; `manufacturer` is the brand; `category` is the colour family (one, or a list, of
 * COLOUR_FAMILIES).
 */
export const adminPaintColorsSource: ListSource<Row, AdminPaintColorDto> = {
  resource: 'paint-colors',
  query: (db: Knex) =>
    db
      .from(
        db('paint_colours')
          .select(db.raw(`brand || '|' || code as id`), 'brand', 'code', 'name', 'hex', 'category')
          .as('c'),
      )
      .select('*'),
  columns: {
    id: 'id',
    manufacturer: 'brand',
    code: 'code',
    name: 'name',
    hex: 'hex',
    category: 'category',
  },
  defaultSort: { field: 'manufacturer', order: 'ASC' },
  filter: (qb, key, value) => {
    if (key === 'q') {
      qb.where((w) => w.whereILike('code', like(value)).orWhereILike('name', like(value)));
      return true;
    }
    if (key === 'category') {
      const wanted = (Array.isArray(value) ? value : [value]).map(String);
      const unknown = wanted.find((c) => !FAMILIES.includes(c));
      if (unknown !== undefined)
        throw new ValidationError(
          `Unknown colour category '${unknown}': one of ${COLOUR_FAMILIES.join(', ')}`,
        );
      qb.whereIn('category', wanted);
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
    category: r.category,
  }),
};
