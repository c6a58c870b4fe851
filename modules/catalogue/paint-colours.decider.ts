import { assertNever, type Decider } from '../../backend/core/decider.ts';
import { ConflictError, NotFoundError } from '../../backend/core/errors.ts';
import {
  catalogueKey,
  mergeCatalogue,
  type MergeResult,
  type PaintColour,
} from '../../backend/engines/colour/index.ts';
import type { PaintColoursCommand } from './catalogue.commands.ts';
import type { PaintColoursEvent } from './catalogue.events.ts';

/** One manufacturer's colours (stream `paintColour-<brand>`). */
export type PaintColoursState = { colours: PaintColour[] };

const initialState = (): PaintColoursState => ({ colours: [] });

/**
 * The same colour: a stream holds one brand's colours, so the code alone names one, compared as
 * the importer compares codes ('SW7015' = 'SW 7015').
 */
const sameColour = (a: PaintColour, code: string) => catalogueKey(a.code) === catalogueKey(code);

const evolve = (state: PaintColoursState, event: PaintColoursEvent): PaintColoursState => {
  switch (event.type) {
    case 'PaintColoursImported':
      return {
        colours: mergeCatalogue(state.colours, [...event.data.added, ...event.data.updated])
          .catalogue,
      };
    case 'PaintColourAdded':
      return { colours: [...state.colours, event.data.colour] };
    case 'PaintColourChanged': {
      const { colour } = event.data;
      return {
        colours: state.colours.map((c) => (sameColour(c, colour.code) ? colour : c)),
      };
    }
    case 'PaintColourRemoved':
      return {
        colours: state.colours.filter((c) => !sameColour(c, event.data.code)),
      };
    default:
      return state;
  }
};

/** What importing `colours` would add, update, leave and reject (never a shorter name). */
export const planImport = (
  state: PaintColoursState,
  colours: readonly PaintColour[],
): MergeResult => mergeCatalogue(state.colours, colours);

const find = (state: PaintColoursState, code: string) => {
  const colour = state.colours.find((c) => sameColour(c, code));
  if (!colour) throw new NotFoundError(`Paint colour ${code} not found`);
  return colour;
};

export const decide = (
  command: PaintColoursCommand,
  state: PaintColoursState,
): PaintColoursEvent[] => {
  const { now } = command.metadata;
  switch (command.type) {
    case 'ImportPaintColours': {
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
            importedAt: now,
          },
        },
      ];
    }
    case 'AddPaintColour': {
      const { colour, adminId } = command.data;
      if (state.colours.some((c) => sameColour(c, colour.code)))
        throw new ConflictError(`Paint colour ${colour.brand} ${colour.code} already exists`);
      return [{ type: 'PaintColourAdded', data: { colour, adminId, addedAt: now } }];
    }
    case 'ChangePaintColour': {
      const { code, name, hex, adminId } = command.data;
      const before = find(state, code);
      if (before.name === name && before.hex === hex) return [];
      const colour = { ...before, name, hex };
      return [{ type: 'PaintColourChanged', data: { colour, adminId, changedAt: now } }];
    }
    case 'RemovePaintColour': {
      const { code, adminId } = command.data;
      const { brand, code: stored } = find(state, code);
      return [
        {
          type: 'PaintColourRemoved',
          data: { brand, code: stored, adminId, removedAt: now },
        },
      ];
    }
    default:
      return assertNever(command);
  }
};

export const paintColoursDecider: Decider<
  PaintColoursState,
  PaintColoursCommand,
  PaintColoursEvent
> = { initialState, evolve, decide };
