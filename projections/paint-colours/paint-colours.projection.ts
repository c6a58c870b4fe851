import { defineProjection } from '../../backend/core/projection.ts';
import {
  colourFamily,
  paintColoursEventTypes,
  type PaintColour,
  type PaintColoursEvent,
} from '../../modules/catalogue/index.ts';

const toRow = (c: PaintColour) => ({
  brand: c.brand,
  code: c.code,
  name: c.name,
  hex: c.hex,
  category: colourFamily(c.hex),
});

/**
 * paint_colours: every manufacturer colour the catalogue holds (imported or an admin's), with
 * its colour family (`category`, from the hex) for the admin console's filter.
 */
export const paintColoursProjection = defineProjection<PaintColoursEvent>({
  name: 'paint-colours',
  canHandle: paintColoursEventTypes,
  tables: ['paint_colours'],
  handle: async (trx, event) => {
    if (event.type === 'PaintColourRemoved') {
      await trx('paint_colours').where({ brand: event.data.brand, code: event.data.code }).delete();
      return;
    }
    const colours =
      event.type === 'PaintColoursImported'
        ? [...event.data.added, ...event.data.updated]
        : [event.data.colour];
    const rows = colours.map(toRow);
    // Upserts are idempotent: replaying an event writes the same values again.
    for (let i = 0; i < rows.length; i += 1000) {
      await trx('paint_colours')
        .insert(rows.slice(i, i + 1000))
        .onConflict(['brand', 'code'])
        .merge();
    }
  },
});
