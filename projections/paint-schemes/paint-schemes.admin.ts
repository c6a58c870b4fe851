import type { Knex } from 'knex';
import { containsPattern as like, type ListSource } from '../../backend/core/simple-rest.ts';
import type { PaintSchemeDto } from './paint-schemes.dto.ts';
import { paintSchemeDto, type PaintSchemeRow } from './paint-schemes.queries.ts';

/** The catalogue for the admin console: `q` searches name and scheme code. */
export const adminPaintSchemesSource: ListSource<PaintSchemeRow, PaintSchemeDto> = {
  resource: 'paint-schemes',
  query: (db: Knex) => db('paint_schemes').select('*'),
  columns: {
    id: 'id',
    name: 'name',
    schemeCode: 'scheme_code',
    category: 'category',
    manufacturer: 'manufacturer',
    isHoaApproved: 'is_hoa_approved',
    colorSelectionType: 'color_selection_type',
    sortOrder: 'sort_order',
  },
  defaultSort: { field: 'sortOrder', order: 'ASC' },
  filter: (qb, key, value) => {
    if (key !== 'q') return false;
    qb.where((w) => w.whereILike('name', like(value)).orWhereILike('scheme_code', like(value)));
    return true;
  },
  toDto: paintSchemeDto,
};
