import type { Knex } from 'knex';
import { parseColourList } from '../engines/colour/index.ts';
import type {
  ColorSelections,
  ResolvedScheme,
  SchemeResolver,
} from '../../modules/renders/index.ts';
import { listCustomSchemesByUser } from '../../projections/custom-schemes/index.ts';
import { getPaintScheme } from '../../projections/paint-schemes/index.ts';

type Surface = 'body' | 'trim' | 'accent';
type Lists = {
  [K in `${Surface}Color` | `${Surface}ColorCode`]: string;
} & { [K in `${Surface}ColorName`]: string | null };

/** The option index at `wanted` (or the default), clamped to the last one of the list (SPEC §3). */
const indexIn = (list: string, wanted: number | undefined, fallback: number): number =>
  Math.max(0, Math.min(wanted ?? fallback, parseColourList(list).length - 1));

/** The chosen colour of one surface and its swatch label ('SW 7015 Repose Gray'). */
const pick = (s: Lists, surface: Surface, wanted: number | undefined, fallback: number) => {
  const i = indexIn(s[`${surface}Color`], wanted, fallback);
  const at = (list: string | null) => parseColourList(list ?? '')[i] ?? '';
  const hex = at(s[`${surface}Color`]) || '#CCCCCC';
  const label = [at(s[`${surface}ColorCode`]), at(s[`${surface}ColorName`])]
    .filter(Boolean)
    .join(' ');
  return { hex, label: label || hex };
};

const colorsOf = (s: Lists, chosen: ColorSelections, defaults: Required<ColorSelections>) => {
  const body = pick(s, 'body', chosen.body, defaults.body);
  const trim = pick(s, 'trim', chosen.trim, defaults.trim);
  const accent = pick(s, 'accent', chosen.accent, defaults.accent);
  return {
    colors: { mainBody: body.hex, trim: trim.hex, accents: accent.hex },
    colorLabels: { mainBody: body.label, trim: trim.label, accents: accent.label },
  };
};

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
          isHoaApproved: scheme.isHoaApproved,
          ...colorsOf(scheme, chosen, defaults),
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
      isHoaApproved: true,
      ...colorsOf(custom, chosen, saved),
    };
  };
