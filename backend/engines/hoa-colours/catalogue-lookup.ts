// What the extractor asks of the paint catalogue: every colour a written code may mean (in any
// brand), Benjamin Moore families ('2125' → 2125-10 … 2125-70), and which brands are loaded.
// Built once per PaintIndex.
import {
  BENJAMIN_MOORE,
  SHERWIN_WILLIAMS,
  brandKey,
  hexToLab,
  type Lab,
  type PaintColour,
  type PaintIndex,
} from '../colour/index.ts';

export type CatalogueLookup = {
  index: PaintIndex;
  /** Colours by compact code key ('SW7015', 'HC172', '2125-30', '1558', 'PPU18-06'). */
  byKey: Map<string, PaintColour[]>;
  /** Benjamin Moore colours by the number before their dash ('2125' → 2125-10 … 2125-70). */
  families: Map<string, PaintColour[]>;
  /** Colours by their name, compacted ('fieldstone'). */
  byName: Map<string, PaintColour[]>;
  /** Colours per brand key, to tell a brand whose list is loaded from one that is not. */
  brandSizes: Map<string, number>;
  brands: string[];
  /** Every colour with its CIELAB value, grouped by brand key (for nearest-colour searches). */
  labs: Map<string, { colour: PaintColour; lab: Lab }[]>;
};

/** 'SW 7015' → 'SW7015', 'hc 172' → 'HC172', '2125-30' → '2125-30', 'PPU18-06' → 'PPU18-06'. */
export function compactCode(code: string): string {
  const upper = code.toUpperCase().replace(/\s+/g, '');
  return /^[A-Z]{2,3}-\d+$/.test(upper) ? upper.replace('-', '') : upper;
}

export const compactName = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const cache = new WeakMap<PaintIndex, CatalogueLookup>();

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

export function catalogueLookup(index: PaintIndex): CatalogueLookup {
  const cached = cache.get(index);
  if (cached) return cached;
  const lookup: CatalogueLookup = {
    index,
    byKey: new Map(),
    families: new Map(),
    byName: new Map(),
    brandSizes: new Map(),
    brands: [],
    labs: new Map(),
  };
  for (const colour of index.all()) {
    push(lookup.byKey, compactCode(colour.code), colour);
    push(lookup.byName, compactName(colour.name), colour);
    const brand = brandKey(colour.brand);
    push(lookup.labs, brand, { colour, lab: hexToLab(colour.hex) });
    if (!lookup.brandSizes.has(brand)) lookup.brands.push(colour.brand);
    lookup.brandSizes.set(brand, (lookup.brandSizes.get(brand) ?? 0) + 1);
    const family = /^(\d{4})-\d{2}$/.exec(colour.code);
    if (family && brand === brandKey(BENJAMIN_MOORE)) push(lookup.families, family[1]!, colour);
  }
  cache.set(index, lookup);
  return lookup;
}

/** True when the catalogue holds a brand's full list (so a code missing from it is suspect). */
export const hasFullList = (lookup: CatalogueLookup, brand: string): boolean =>
  (lookup.brandSizes.get(brandKey(brand)) ?? 0) >= (brand === SHERWIN_WILLIAMS ? 1000 : 500);
