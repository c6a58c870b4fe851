// The closest colours in the other brands of the catalogue, because HOAs name one brand and
// homeowners buy another; and the colour an 'AKA' alias names, checked against the primary.
import type { ColourEquivalent } from '../../ports/colour-extractor.ts';
import {
  BENJAMIN_MOORE,
  SHERWIN_WILLIAMS,
  brandKey,
  deltaE2000,
  hexToLab,
  type Lab,
  type PaintColour,
} from '../colour/index.ts';
import { compactName, type CatalogueLookup } from './catalogue-lookup.ts';
import { findCandidates } from './code-patterns.ts';
import { nameSimilarity, nameWordsAfter, chooseColourName } from './names.ts';

/** Rows per colour: the two brands most HOAs name first, then the closest of the rest. */
export const MAX_EQUIVALENTS = 4;
/** An alias whose colour is further than this from the primary is not taken as the same paint. */
const ALIAS_MAX_DELTA_E = 10;

const round = (n: number) => Math.round(n * 10) / 10;

const toEquivalent = (c: PaintColour, deltaE: number, name = c.name): ColourEquivalent => ({
  manufacturer: c.brand,
  code: c.code,
  name,
  hex: c.hex,
  deltaE: round(deltaE),
});

/** The closest colour of one brand by CIEDE2000, computed only for those near by CIE76. */
function closestIn(list: readonly { colour: PaintColour; lab: Lab }[], lab: Lab) {
  const d76 = (e: { lab: Lab }) =>
    Math.sqrt((e.lab.L - lab.L) ** 2 + (e.lab.a - lab.a) ** 2 + (e.lab.b - lab.b) ** 2);
  let min = Infinity;
  for (const e of list) min = Math.min(min, d76(e));
  let best: { colour: PaintColour; deltaE: number } | undefined;
  for (const e of list) {
    // CIEDE2000 is never far above CIE76 near a match: a window keeps every plausible winner.
    if (d76(e) > min * 1.6 + 4) continue;
    const deltaE = deltaE2000(lab, e.lab);
    if (!best || deltaE < best.deltaE) best = { colour: e.colour, deltaE };
  }
  return best;
}

/** Closest colour of each other brand, SW and BM first, then by ΔE00, at most MAX_EQUIVALENTS. */
export function closestInOtherBrands(
  hex: string,
  ownBrand: string | undefined,
  lookup: CatalogueLookup,
): ColourEquivalent[] {
  const lab = hexToLab(hex);
  const own = ownBrand ? brandKey(ownBrand) : undefined;
  const best = new Map<string, ColourEquivalent>();
  for (const [brand, list] of lookup.labs) {
    if (brand === own) continue;
    const match = closestIn(list, lab);
    if (match) best.set(brand, toEquivalent(match.colour, match.deltaE));
  }
  const first = [SHERWIN_WILLIAMS, BENJAMIN_MOORE]
    .map((b) => best.get(brandKey(b)))
    .filter((e) => e !== undefined);
  const rest = [...best.values()]
    .filter((e) => !first.includes(e))
    .sort((a, b) => a.deltaE - b.deltaE);
  return [...first, ...rest].slice(0, MAX_EQUIVALENTS);
}

/** The catalogue colour an alias ('2125 Wall Street', 'Quaker Gray') names, if it matches the primary. */
export function resolveAlias(
  alias: string,
  primaryHex: string,
  lookup: CatalogueLookup,
): ColourEquivalent | undefined {
  const primary = hexToLab(primaryHex);
  const candidate = findCandidates(alias)[0];
  const words = nameWordsAfter(candidate ? alias.slice(candidate.end) : alias);
  const written = words.join(' ');
  const options: PaintColour[] = candidate
    ? [
        ...(lookup.byKey.get(candidate.key) ?? []),
        ...(lookup.families.get(candidate.key) ?? []),
        ...(lookup.byKey.get(`SW${candidate.key}`) ?? []),
      ]
    : (lookup.byName.get(compactName(written)) ?? []);
  let best: { colour: PaintColour; deltaE: number; score: number } | undefined;
  for (const colour of options) {
    const deltaE = deltaE2000(primary, hexToLab(colour.hex));
    const score = (written ? nameSimilarity(written, colour.name) : 0) - deltaE / 100;
    if (deltaE <= ALIAS_MAX_DELTA_E && (!best || score > best.score))
      best = { colour, deltaE, score };
  }
  if (!best) return undefined;
  // The shared Benjamin Moore list cuts names to one word; the document names the colour in full.
  const cut =
    brandKey(best.colour.brand) === brandKey(BENJAMIN_MOORE) && !best.colour.name.includes(' ');
  const name = cut && written ? written : chooseColourName(written, best.colour.name);
  return toEquivalent(best.colour, best.deltaE, name);
}

/** The colours an entry's aliases name (checked), then the closest of each other brand. */
export function equivalentsOf(
  colour: { rgb?: string; manufacturer?: string },
  aliases: readonly string[],
  lookup: CatalogueLookup,
): ColourEquivalent[] {
  if (!colour.rgb) return [];
  const stated = aliases
    .map((alias) => resolveAlias(alias, colour.rgb!, lookup))
    .filter((e) => e !== undefined && e.manufacturer !== colour.manufacturer) as ColourEquivalent[];
  const closest = closestInOtherBrands(colour.rgb, colour.manufacturer, lookup).filter(
    (e) => !stated.some((s) => s.manufacturer === e.manufacturer),
  );
  return [...stated, ...closest].slice(0, Math.max(stated.length, MAX_EQUIVALENTS));
}
