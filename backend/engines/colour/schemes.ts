// The 48 predefined exterior paint schemes (12 in each of 4 categories).
// Colours are referenced by code and resolved against the curated catalogue at load time,
// so every scheme colour is guaranteed to be a shipped catalogue colour (same hex and name).
import { PaintIndex, type PaintColour } from './catalogue.ts';
import { BENJAMIN_MOORE, SHERWIN_WILLIAMS } from './codes.ts';
import { CURATED_COLOURS } from './curated-colours.ts';
import type { PaintScheme } from './scheme-schema.ts';
import {
  HOA_CATEGORY,
  SCHEME_DEFINITIONS,
  type SchemeCategory,
  type SchemeDefinition,
} from './scheme-definitions.ts';

export { HOA_CATEGORY, SCHEME_CATEGORIES, type SchemeCategory } from './scheme-definitions.ts';

export type ColourSelectionType = 'swap' | 'all';

/** A predefined scheme as served by the API (validated PaintScheme shape, id always set). */
export type PredefinedScheme = PaintScheme & { id: string; category: SchemeCategory };

const BRANDS = { SW: SHERWIN_WILLIAMS, BM: BENJAMIN_MOORE } as const;

const curatedIndex = new PaintIndex(CURATED_COLOURS);

function resolve(code: string, brand: string): PaintColour {
  const colour = curatedIndex.findByCode(code, { brand });
  if (!colour) throw new Error(`Scheme colour ${code} is not in the curated catalogue`);
  return colour;
}

export type SchemeSurface = { hex: string; code: string; name: string };

function surface(codes: string | readonly string[], brand: string): SchemeSurface {
  const colours = (typeof codes === 'string' ? [codes] : codes).map((c) => resolve(c, brand));
  const join = (pick: (c: PaintColour) => string): string => colours.map(pick).join(', ');
  return { hex: join((c) => c.hex), code: join((c) => c.code), name: join((c) => c.name) };
}

function build(def: SchemeDefinition): PredefinedScheme {
  const manufacturer = BRANDS[def.brand];
  // A 'swap' scheme offers the same three colours for every surface.
  const [b, t, a] =
    def.type === 'swap'
      ? [def.colours, def.colours, def.colours]
      : [def.body, def.trim, def.accent];
  const body = surface(b, manufacturer);
  const trim = surface(t, manufacturer);
  const accent = surface(a, manufacturer);
  return {
    id: def.id,
    name: def.name,
    schemeCode: def.schemeCode,
    category: def.category,
    manufacturer,
    isHoaApproved: def.category === HOA_CATEGORY || def.hoa === true,
    ...(def.type ? { colorSelectionType: def.type } : {}),
    bodyColor: body.hex,
    trimColor: trim.hex,
    accentColor: accent.hex,
    bodyColorCode: body.code,
    trimColorCode: trim.code,
    accentColorCode: accent.code,
    bodyColorName: body.name,
    trimColorName: trim.name,
    accentColorName: accent.name,
  };
}

export const PAINT_SCHEMES: readonly PredefinedScheme[] = SCHEME_DEFINITIONS.map(build);

export function findScheme(id: string): PredefinedScheme | undefined {
  return PAINT_SCHEMES.find((s) => s.id === id);
}

export type SchemeSelection = { body: SchemeSurface; trim: SchemeSurface; accent: SchemeSurface };

/**
 * Default colours of a scheme (SPEC §3): for 'swap' and 'all' schemes body = option 0,
 * trim = 1, accent = 2, each clamped to the last option of its list; otherwise option 0.
 */
export function defaultSelection(scheme: PaintScheme): SchemeSelection {
  const pickAt = (surfaceName: 'body' | 'trim' | 'accent', wanted: number): SchemeSurface => {
    const list = (s: string | undefined) => (s ?? '').split(',').map((x) => x.trim());
    const hexes = list(scheme[`${surfaceName}Color`]);
    const i = Math.min(wanted, hexes.length - 1);
    return {
      hex: hexes[i] ?? '',
      code: list(scheme[`${surfaceName}ColorCode`])[i] ?? '',
      name: list(scheme[`${surfaceName}ColorName`])[i] ?? '',
    };
  };
  const several = scheme.colorSelectionType === 'swap' || scheme.colorSelectionType === 'all';
  return {
    body: pickAt('body', 0),
    trim: pickAt('trim', several ? 1 : 0),
    accent: pickAt('accent', several ? 2 : 0),
  };
}
