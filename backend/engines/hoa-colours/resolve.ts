// From a code candidate and the words around it to a catalogue colour, or to nothing: every
// reading of the code (SW, Benjamin Moore, another brand, a Benjamin Moore family) is scored by
// how well its catalogue name matches the document's and whether its brand is the one named;
// a bare number needs that name or a brand heading/column to count at all.
import { BENJAMIN_MOORE, SHERWIN_WILLIAMS, brandKey, type PaintColour } from '../colour/index.ts';
import { compactCode, hasFullList, type CatalogueLookup } from './catalogue-lookup.ts';
import type { CodeCandidate } from './code-patterns.ts';
import { isYear, looksLikeAddress } from './guards.ts';
import { bestPrefix, chooseColourName } from './names.ts';

export type Evidence = {
  /** Name words the document wrote beside the code (after it, else before it). */
  nameWords: string[];
  /** Brands named in the entry itself ('(Benjamin Moore)'). */
  entryBrands: string[];
  /** Brand of the table column or the heading the entry sits under. */
  contextBrand?: string;
  /** The entry stands in a column whose header says it holds codes. */
  codeColumn: boolean;
  /** Text after the code, for the address check. */
  after: string;
};

export type Resolved = { code: string; name: string; manufacturer?: string; hex?: string };

/** Name similarity at which a bare number counts as confirmed by its name. */
const NAME_CONFIRMS = 0.78;

/** Plausible Sherwin-Williams numbers (0001–0080 historic, 2700–2999, 6000–7999, 9000s). */
const swPlausible = (n: number) =>
  (n >= 1 && n <= 80) ||
  (n >= 2700 && n <= 2999) ||
  (n >= 6000 && n <= 7999) ||
  (n >= 9000 && n <= 9999);

const same = (a: string | undefined, b: string) => a !== undefined && brandKey(a) === brandKey(b);

/** '7015' → 'SW 7015'; 'HC172' → 'HC-172'; others as written. */
export function formatKey(kind: CodeCandidate['kind'], key: string, brand?: string): string {
  if (key.startsWith('SW')) return `SW ${key.slice(2)}`;
  const letters = /^([A-Z]{2,3})(\d+)$/.exec(key);
  if (letters && kind === 'bm-letter') return `${letters[1]}-${letters[2]}`;
  if (same(brand, SHERWIN_WILLIAMS) && /^\d{4}$/.test(key)) return `SW ${key}`;
  return key;
}

/** A number as written and in the catalogue's other forms ('15' ⇄ '015'). */
const numberForms = (key: string): string[] =>
  /^\d{1,3}$/.test(key) ? [...new Set([key, key.padStart(3, '0'), String(Number(key))])] : [key];

/** Catalogue colours for the candidate's key, and (marked) for its OCR variants. */
function options(
  c: CodeCandidate,
  lookup: CatalogueLookup,
): { colour: PaintColour; variant: boolean }[] {
  const exact = keyOptions(c, lookup).map((colour) => ({ colour, variant: false }));
  const variants = (c.variants ?? []).flatMap((key) =>
    keyOptions({ ...c, key }, lookup).map((colour) => ({ colour, variant: true })),
  );
  return [...exact, ...variants];
}

function keyOptions(c: CodeCandidate, lookup: CatalogueLookup): PaintColour[] {
  const byKey = (k: string) =>
    numberForms(k).flatMap((f) => lookup.byKey.get(compactCode(f)) ?? []);
  switch (c.kind) {
    case 'sw':
      return byKey(c.key).filter((o) => same(o.brand, SHERWIN_WILLIAMS));
    case 'bm-letter':
    case 'bm-numeric':
      return byKey(c.key).filter((o) => same(o.brand, BENJAMIN_MOORE));
    case 'other':
      return byKey(c.key);
    case 'bare':
      return [
        ...byKey(c.key),
        ...(c.key.length === 4 ? byKey(`SW${c.key}`) : []),
        ...(lookup.families.get(c.key) ?? []),
      ];
  }
}

type Scored = {
  colour: PaintColour;
  sim: number;
  score: number;
  written: string;
  brandOk: boolean;
};

function score(o: PaintColour, c: CodeCandidate, e: Evidence): Scored {
  const { name, score: sim } = bestPrefix(e.nameWords, o.name);
  // The shared Benjamin Moore list cuts names to one word: keep the document's whole name.
  const cut = same(o.brand, BENJAMIN_MOORE) && !o.name.includes(' ') && sim >= NAME_CONFIRMS;
  const written = cut ? e.nameWords.join(' ') : name;
  const named = [...e.entryBrands, ...(c.brand ? [c.brand] : [])];
  const brandOk = named.length === 0 || named.some((b) => same(b, o.brand));
  const context = e.contextBrand && same(e.contextBrand, o.brand) ? 0.15 : 0;
  const family = compactCode(o.code) !== compactCode(c.key) && !o.code.endsWith(c.key) ? -0.1 : 0;
  const total = sim + (brandOk ? 0.2 : -1) + context + family;
  return { colour: o, sim, score: total, written, brandOk };
}

function fromCatalogue(best: Scored, e: Evidence): Resolved {
  return {
    code: best.colour.code,
    name: chooseColourName(best.written || e.nameWords.join(' '), best.colour.name),
    manufacturer: best.colour.brand,
    hex: best.colour.hex,
  };
}

type Rule = (
  c: CodeCandidate,
  e: Evidence,
  scored: Scored[],
  lookup: CatalogueLookup,
) => Resolved | undefined;

const docName = (e: Evidence) => e.nameWords.join(' ');

/** 'SW' + 4 digits is unambiguous; one missing from a full SW list needs a name beside it. */
const sherwin: Rule = (c, e, [best], lookup) => {
  if (best) return fromCatalogue(best, e);
  if (c.corrected || !swPlausible(Number(c.key.slice(2)))) return undefined;
  if (hasFullList(lookup, SHERWIN_WILLIAMS) && !docName(e)) return undefined;
  return { code: formatKey(c.kind, c.key), name: docName(e), manufacturer: SHERWIN_WILLIAMS };
};

/** A Benjamin Moore form ('HC-172', '2125-30', 'BM 45'): the catalogue's, else as written. */
const benjamin: Rule = (c, e, [best]) => {
  // '2023-10' may be a resolution or a month: without 'BM', a brand or a name it is not a colour.
  const unmarked = c.kind === 'bm-numeric' && !c.prefixed && !e.entryBrands.length;
  if (unmarked && !docName(e) && !same(e.contextBrand, BENJAMIN_MOORE) && !e.codeColumn)
    return undefined;
  if (best && (best.sim >= 0.5 || !docName(e) || best.brandOk)) return fromCatalogue(best, e);
  if (c.corrected || (!docName(e) && !e.entryBrands.length && !e.codeColumn)) return undefined;
  return { code: formatKey(c.kind, c.key), name: docName(e), manufacturer: BENJAMIN_MOORE };
};

/** Another brand's code counts when the catalogue has it and its name or brand is written too. */
const otherBrand: Rule = (c, e, [best]) => {
  if (!best) return undefined;
  const numeric = !/[A-Z]/.test(c.key);
  const branded =
    best.brandOk && (e.entryBrands.length > 0 || same(e.contextBrand, best.colour.brand));
  const confirmed = best.sim >= (numeric ? NAME_CONFIRMS : 0.6);
  const distinctive = !numeric && c.key.length >= 6 && branded;
  return confirmed || (branded && docName(e)) || distinctive ? fromCatalogue(best, e) : undefined;
};

/** A bare number: confirmed by its name, or by a brand heading/column with a name or code column. */
const bareNumber: Rule = (c, e, scored, lookup) => {
  const best = scored[0];
  const short = c.key.length < 3 && e.entryBrands.length === 0;
  if (
    best &&
    best.brandOk &&
    !short &&
    best.sim >= NAME_CONFIRMS &&
    !looksLikeAddress(e.after, best.colour.name)
  )
    return fromCatalogue(best, e);
  const brand = e.entryBrands[0] ?? e.contextBrand;
  if (!brand || c.corrected || c.key.length < 3 || isYear(c.key)) return undefined;
  if (looksLikeAddress(e.after, undefined) || (!docName(e) && !e.codeColumn)) return undefined;
  const inBrand = scored.find(
    (s) => same(s.colour.brand, brand) && compactCode(s.colour.code).endsWith(c.key),
  );
  if (inBrand) return fromCatalogue(inBrand, e);
  const sw = same(brand, SHERWIN_WILLIAMS) && c.key.length === 4 && swPlausible(Number(c.key));
  if (sw && !hasFullList(lookup, SHERWIN_WILLIAMS))
    return {
      code: formatKey(c.kind, c.key, brand),
      name: docName(e),
      manufacturer: SHERWIN_WILLIAMS,
    };
  return undefined;
};

const RULES: Record<CodeCandidate['kind'], Rule> = {
  sw: sherwin,
  'bm-letter': benjamin,
  'bm-numeric': benjamin,
  other: otherBrand,
  bare: bareNumber,
};

/** The colour a candidate names, or undefined when it is not (confidently) a colour code. */
export function resolveCandidate(
  c: CodeCandidate,
  e: Evidence,
  lookup: CatalogueLookup,
): Resolved | undefined {
  const scored = options(c, lookup)
    .map((o) => ({ ...score(o.colour, c, e), variant: o.variant }))
    // An OCR variant counts only when the name written beside it confirms it.
    .filter((s) => !s.variant || s.sim >= NAME_CONFIRMS)
    .sort((a, b) => b.score - a.score);
  return RULES[c.kind](c, e, scored, lookup);
}
