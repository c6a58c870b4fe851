import type { Knex } from 'knex';

export type PaintColourDto = { brand: string; code: string; name: string; hex: string };

export const listPaintColours = (db: Knex): Promise<PaintColourDto[]> =>
  db('paint_colours')
    .orderBy(['brand', 'code'])
    .select<PaintColourDto[]>('brand', 'code', 'name', 'hex');

export const countPaintColoursByBrand = async (db: Knex): Promise<Record<string, number>> => {
  const rows = await db('paint_colours')
    .groupBy('brand')
    .select<{ brand: string; n: number }[]>('brand', db.raw('count(*)::int as n'));
  return Object.fromEntries(rows.map((r) => [r.brand, r.n]));
};
