import { isDeepStrictEqual } from 'node:util';
import { assertNever, type Decider } from '../../backend/core/decider.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../backend/core/errors.ts';
import {
  paintSchemeSchema,
  type PaintSchemeInput,
  type PredefinedScheme,
} from '../../backend/engines/colour/index.ts';
import type { SchemeCatalogueCommand } from './catalogue.commands.ts';
import type { CatalogueScheme, SchemeCatalogueEvent } from './catalogue.events.ts';

/** The scheme catalogue (stream `catalogue-default`): the current schemes, in order. */
export type SchemeCatalogueState = { schemes: CatalogueScheme[] };

/** Equal as stored: key order and undefined fields do not count (jsonb keeps neither). */
const same = (a: unknown, b: unknown) =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));

/** One scheme through SPEC §5's rules; the first broken rule's message is the error. */
const validateOne = (id: string, scheme: PaintSchemeInput): CatalogueScheme => {
  const parsed = paintSchemeSchema.safeParse(scheme);
  if (!parsed.success)
    throw new ValidationError(parsed.error.issues[0]?.message ?? 'Invalid scheme');
  return { ...parsed.data, id, category: parsed.data.category };
};

const validate = (schemes: PredefinedScheme[]): PredefinedScheme[] =>
  schemes.map((s) => ({ ...validateOne(s.id, s), category: s.category }) as PredefinedScheme);

export const evolve = (
  state: SchemeCatalogueState,
  event: SchemeCatalogueEvent,
): SchemeCatalogueState => {
  switch (event.type) {
    case 'SchemeCatalogueInitialized':
      return { schemes: event.data.schemes };
    case 'PaintSchemeAdded':
      return { schemes: [...state.schemes, event.data.scheme] };
    case 'PaintSchemeChanged':
      return {
        schemes: state.schemes.map((s) => (s.id === event.data.scheme.id ? event.data.scheme : s)),
      };
    case 'PaintSchemeRemoved':
      return { schemes: state.schemes.filter((s) => s.id !== event.data.schemeId) };
    default:
      return state;
  }
};

const find = (state: SchemeCatalogueState, id: string) => {
  const scheme = state.schemes.find((s) => s.id === id);
  if (!scheme) throw new NotFoundError(`Paint scheme ${id} not found`);
  return scheme;
};

export const decide = (
  command: SchemeCatalogueCommand,
  state: SchemeCatalogueState,
): SchemeCatalogueEvent[] => {
  const { now } = command.metadata;
  switch (command.type) {
    case 'InitializeSchemeCatalogue': {
      const predefined = validate(command.data.schemes);
      const ids = new Set(predefined.map((s) => s.id));
      if (ids.size !== predefined.length) throw new ValidationError('Scheme ids must be unique');
      // The predefined schemes come back as defined; schemes admins made stay after them.
      const schemes = [...predefined, ...state.schemes.filter((s) => !ids.has(s.id))];
      // Initialising again with the same schemes changes nothing (no duplicates).
      if (same(schemes, state.schemes)) return [];
      return [
        {
          type: 'SchemeCatalogueInitialized',
          data: {
            schemes: schemes as PredefinedScheme[],
            initializedAt: now,
            initializedBy: command.metadata.userId ?? null,
          },
        },
      ];
    }
    case 'AddPaintScheme': {
      const { id, adminId } = command.data;
      if (state.schemes.some((s) => s.id === id))
        throw new ConflictError(`Paint scheme ${id} already exists`);
      const scheme = validateOne(id, command.data.scheme);
      return [{ type: 'PaintSchemeAdded', data: { scheme, adminId, addedAt: now } }];
    }
    case 'ChangePaintScheme': {
      const { id, adminId } = command.data;
      const before = find(state, id);
      const scheme = validateOne(id, command.data.scheme);
      if (same(scheme, before)) return [];
      return [{ type: 'PaintSchemeChanged', data: { scheme, adminId, changedAt: now } }];
    }
    case 'RemovePaintScheme': {
      const { id, adminId } = command.data;
      find(state, id);
      return [{ type: 'PaintSchemeRemoved', data: { schemeId: id, adminId, removedAt: now } }];
    }
    default:
      return assertNever(command);
  }
};

export const schemeCatalogueDecider: Decider<
  SchemeCatalogueState,
  SchemeCatalogueCommand,
  SchemeCatalogueEvent
> = { decide, evolve, initialState: () => ({ schemes: [] }) };
