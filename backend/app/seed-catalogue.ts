import type { Clock } from '../core/clock.ts';
import type { EventStore } from '../core/event-store.ts';
import { CURATED_COLOURS, type PaintColour } from '../engines/colour/index.ts';
import {
  handlePaintColoursCommand,
  initializeSchemeCatalogue,
} from '../../modules/catalogue/index.ts';

export const groupByBrand = (colours: readonly PaintColour[]): Map<string, PaintColour[]> => {
  const groups = new Map<string, PaintColour[]>();
  for (const c of colours) groups.set(c.brand, [...(groups.get(c.brand) ?? []), c]);
  return groups;
};

/**
 * At start: the curated manufacturer colours and the 48 predefined schemes go into the store
 * (both idempotent, so every start after the first writes nothing). Returns the last position.
 */
export const seedCatalogue = async (store: EventStore, clock: Clock): Promise<number> => {
  let position = -1;
  const metadata = { now: clock().toISOString() };
  for (const [brand, colours] of groupByBrand(CURATED_COLOURS)) {
    const result = await handlePaintColoursCommand(store, brand, {
      type: 'ImportPaintColours',
      data: { brand, source: 'curated', colours },
      metadata,
    });
    position = Math.max(position, result.position);
  }
  const schemes = await initializeSchemeCatalogue({ store, clock });
  return Math.max(position, schemes.position);
};
