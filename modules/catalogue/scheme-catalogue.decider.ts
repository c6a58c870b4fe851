import { isDeepStrictEqual } from 'node:util';
import type { Decider } from '../../backend/core/decider.ts';
import { ValidationError } from '../../backend/core/errors.ts';
import { paintSchemeSchema, type PredefinedScheme } from '../../backend/engines/colour/index.ts';
import type { InitializeSchemeCatalogue } from './catalogue.commands.ts';
import type { SchemeCatalogueInitialized } from './catalogue.events.ts';

/** The scheme catalogue (stream `catalogue-default`): the current set of predefined schemes. */
export type SchemeCatalogueState = { schemes: PredefinedScheme[] };

/** Equal as stored: key order and undefined fields do not count (jsonb keeps neither). */
const same = (a: PredefinedScheme[], b: PredefinedScheme[]) =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));

/** Every scheme passes SPEC §5's rules; the first broken rule's message is the error. */
const validate = (schemes: PredefinedScheme[]): PredefinedScheme[] =>
  schemes.map((scheme) => {
    const parsed = paintSchemeSchema.safeParse(scheme);
    if (!parsed.success)
      throw new ValidationError(parsed.error.issues[0]?.message ?? 'Invalid scheme');
    return { ...parsed.data, id: scheme.id, category: scheme.category } as PredefinedScheme;
  });

export const schemeCatalogueDecider: Decider<
  SchemeCatalogueState,
  InitializeSchemeCatalogue,
  SchemeCatalogueInitialized
> = {
  initialState: () => ({ schemes: [] }),
  evolve: (_state, event) => ({ schemes: event.data.schemes }),
  decide: (command, state) => {
    const schemes = validate(command.data.schemes);
    if (new Set(schemes.map((s) => s.id)).size !== schemes.length)
      throw new ValidationError('Scheme ids must be unique');
    // Initialising again with the same schemes changes nothing (no duplicates).
    if (same(schemes, state.schemes)) return [];
    return [
      {
        type: 'SchemeCatalogueInitialized',
        data: {
          schemes,
          initializedAt: command.metadata.now,
          initializedBy: command.metadata.userId ?? null,
        },
      },
    ];
  },
};
