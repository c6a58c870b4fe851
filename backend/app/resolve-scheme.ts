import type { Knex } from 'knex';
import { parseColourList } from '../engines/colour/index.ts';
import type {
  ColorSelections,
  ResolvedScheme,
  SchemeResolver,
} from '../../modules/renders/index.ts';
import { listCustomSchemesByUser } from '../../projections/custom-schemes/index.ts';
import { getPaintScheme } from '../../projections/paint-schemes/index.ts';

type Lists = { bodyColor: string; trimColor: string; accentColor: string };

/** The option at `wanted` (or the default), clamped to the last one of the list (SPEC §3). */
const pick = (list: string, wanted: number | undefined, fallback: number): string => {
  const options = parseColourList(list);
  return options[Math.min(wanted ?? fallback, options.length - 1)] ?? options[0] ?? '#CCCCCC';
};

const colorsOf = (s: Lists, chosen: ColorSelections, defaults: Required<ColorSelections>) => ({
  mainBody: pick(s.bodyColor, chosen.body, defaults.body),
  trim: pick(s.trimColor, chosen.trim, defaults.trim),
  accents: pick(s.accentColor, chosen.accent, defaults.accent),
});

/**
 * A render's colours: a predefined scheme (default options 0/1/2 for 'swap' and 'all' schemes,
 * else 0), or one of the user's own custom schemes ('custom-<id>', default: its saved selection).
 */
export const schemeResolver =
  (db: Knex): SchemeResolver =>
  async (schemeId, userId, chosen): Promise<ResolvedScheme | undefined> => {
    const id = schemeId.replace(/^custom-/, '');
    if (id === schemeId) {
      const scheme = await getPaintScheme(db, id);
      if (scheme) {
        const several = scheme.colorSelectionType === 'swap' || scheme.colorSelectionType === 'all';
        const defaults = several
          ? { body: 0, trim: 1, accent: 2 }
          : { body: 0, trim: 0, accent: 0 };
        return {
          schemeId: scheme.id,
          schemeName: scheme.name,
          manufacturer: scheme.manufacturer,
          colors: colorsOf(scheme, chosen, defaults),
        };
      }
    }
    const custom = (await listCustomSchemesByUser(db, userId)).find((s) => s.id === id);
    if (!custom) return undefined;
    const saved = {
      body: custom.bodyColorSelection,
      trim: custom.trimColorSelection,
      accent: custom.accentColorSelection,
    };
    return {
      schemeId: `custom-${custom.id}`,
      schemeName: custom.name,
      manufacturer: custom.manufacturer,
      colors: colorsOf(custom, chosen, saved),
    };
  };
