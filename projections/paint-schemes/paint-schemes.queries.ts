import type { Knex } from 'knex';
import { schemeColoursOf, type SchemeColourRow } from '../shared/scheme-colours.ts';
import type { PaintSchemeDto } from './paint-schemes.dto.ts';

export type PaintSchemeRow = SchemeColourRow & {
  id: string;
  name: string;
  scheme_code: string;
  category: string;
  manufacturer: string;
  is_hoa_approved: boolean;
  color_selection_type: 'swap' | 'all' | null;
};

export const paintSchemeDto = (r: PaintSchemeRow): PaintSchemeDto => ({
  id: r.id,
  name: r.name,
  schemeCode: r.scheme_code,
  category: r.category,
  manufacturer: r.manufacturer,
  isHoaApproved: r.is_hoa_approved,
  colorSelectionType: r.color_selection_type,
  ...schemeColoursOf(r),
});

/** hoaOnly true: HOA-approved schemes; false or absent: every scheme. */
export const listPaintSchemes = async (
  db: Knex,
  options: { hoaOnly?: boolean } = {},
): Promise<PaintSchemeDto[]> => {
  const query = db('paint_schemes').orderBy('sort_order');
  if (options.hoaOnly) query.where({ is_hoa_approved: true });
  return (await query.select<PaintSchemeRow[]>('*')).map(paintSchemeDto);
};

export const getPaintScheme = async (db: Knex, id: string): Promise<PaintSchemeDto | undefined> => {
  const row = await db('paint_schemes').where({ id }).first<PaintSchemeRow | undefined>();
  return row && paintSchemeDto(row);
};
