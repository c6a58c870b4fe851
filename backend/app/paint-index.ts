import type { Knex } from 'knex';
import { CURATED_COLOURS, PaintIndex } from '../engines/colour/index.ts';
import { listPaintColours } from '../../projections/paint-colours/index.ts';

/**
 * The paints current colours are named after: every colour in the catalogue table (the
 * curated set until more are imported), rebuilt at most once a minute.
 */
export const paintIndexProvider = (db: Knex, maxAgeMs = 60_000): (() => Promise<PaintIndex>) => {
  let cached: { index: PaintIndex; at: number } | undefined;
  return async () => {
    if (cached && Date.now() - cached.at < maxAgeMs) return cached.index;
    const colours = await listPaintColours(db);
    cached = { index: new PaintIndex(colours.length ? colours : CURATED_COLOURS), at: Date.now() };
    return cached.index;
  };
};
