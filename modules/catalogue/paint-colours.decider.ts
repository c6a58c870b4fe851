import type { Decider } from '../../backend/core/decider.ts';
import {
  mergeCatalogue,
  type MergeResult,
  type PaintColour,
} from '../../backend/engines/colour/index.ts';
import type { ImportPaintColours } from './catalogue.commands.ts';
import type { PaintColoursImported } from './catalogue.events.ts';

/** One manufacturer's colours (stream `paintColour-<brand>`). */
export type PaintColoursState = { colours: PaintColour[] };

const initialState = (): PaintColoursState => ({ colours: [] });

const evolve = (state: PaintColoursState, event: PaintColoursImported): PaintColoursState => ({
  colours: mergeCatalogue(state.colours, [...event.data.added, ...event.data.updated]).catalogue,
});

/** What importing `colours` would add, update, leave and reject (never a shorter name). */
export const planImport = (
  state: PaintColoursState,
  colours: readonly PaintColour[],
): MergeResult => mergeCatalogue(state.colours, colours);

export const paintColoursDecider: Decider<
  PaintColoursState,
  ImportPaintColours,
  PaintColoursImported
> = {
  initialState,
  evolve,
  decide: (command, state) => {
    const plan = planImport(state, command.data.colours);
    if (plan.added.length === 0 && plan.updated.length === 0) return [];
    return [
      {
        type: 'PaintColoursImported',
        data: {
          brand: command.data.brand,
          source: command.data.source,
          added: plan.added,
          updated: plan.updated.map((u) => u.after),
          importedAt: command.metadata.now,
        },
      },
    ];
  },
};
