import { defineProjection } from '../../backend/core/projection.ts';
import type { PaintColoursImported } from '../../modules/catalogue/index.ts';

/** paint_colours: every manufacturer colour the catalogue holds. */
export const paintColoursProjection = defineProjection<PaintColoursImported>({
  name: 'paint-colours',
  canHandle: ['PaintColoursImported'],
  tables: ['paint_colours'],
  handle: async (trx, event) => {
    const rows = [...event.data.added, ...event.data.updated].map((c) => ({
      brand: c.brand,
      code: c.code,
      name: c.name,
      hex: c.hex,
    }));
    // Upserts are idempotent: replaying an import writes the same values again.
    for (let i = 0; i < rows.length; i += 1000) {
      await trx('paint_colours')
        .insert(rows.slice(i, i + 1000))
        .onConflict(['brand', 'code'])
        .merge();
    }
  },
});
