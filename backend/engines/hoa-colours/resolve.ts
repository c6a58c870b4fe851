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

function options(c: CodeCandidate, lookup: CatalogueLookup): PaintColour[] {
  const byKey = (k: string) => lookup.byKey.get(compactCode(k)) ?? [];
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

type Scored = { colour: PaintColour; score: number; written: string; brandOk: boolean };

function score(o: PaintColour, c: CodeCandidate, e: Evidence): Scored {
  const { name, score: sim } = bestPrefix(e.nameWords, o.name);
  // The shared Benjamin Moore list cuts names to one word: keep the document's whole name.
  const cut = same(o.brand, BENJAMIN_MOORE) && !o.name.includes(' ') && sim >= NAME_CONFIRMS;
  const written = cut ? e.nameWords.join(' ') : name;
  const named = [...e.entryBrands, ...(c.brand ? [c.brand] : [])];
  const brandOk = named.length === 0 || named.some((b) => same(b, o.brand));
  const context = e.contextBrand && same(e.contextBrand, o.brand) ? 0.15 : 0;
  const family = compactCode(o.code) !== compactCode(c.key) && !o.code.endsWith(c.key) ? -0.1 : 0;
  return { colour: o, score: sim + (brandOk ? 0.2 : -1) + context + family, written, brandOk };
}

function fromCatalogue(best: Scored, e: Evidence): Resolved {
  return {
    code: best.colour.code,
    name: chooseColourName(best.written || e.nameWords.join(' '), best.colour.name),
    manufacturer: best.colour.brand,
    hex: best.colour.hex,
  };
}

/** The colour a candidate names, or undefined when it is not (confidently) a colour code. */
export function resolveCandidate(
  c: CodeCandidate,
  e: Evidence,
  lookup: CatalogueLookup,
): Resolved | undefined {
  const scored = options(c, lookup)
    .map((o) => score(o, c, e))
    .sort((a, b) => b.score - a.score);
  const best = scored[0];
  const docName = e.nameWords.join(' ');
  const sim = best ? best.score - (best.brandOk ? 0.2 : -1) : 0;
  switch (c.kind) {
    case 'sw': {
      if (best) return fromCatalogue(best, e);
      if (c.corrected || !swPlausible(Number(c.key.slice(2)))) return undefined;
      if (hasFullList(lookup, SHERWIN_WILLIAMS) && !docName) return undefined;
      return { code: formatKey(c.kind, c.key), name: docName, manufacturer: SHERWIN_WILLIAMS };
    }
    case 'bm-letter':
    case 'bm-numeric': {
      if (best && (sim >= 0.5 || !docName || best.brandOk)) return fromCatalogue(best, e);
      if (c.corrected || (!docName && !e.entryBrands.length && !e.codeColumn)) return undefined;
      return { code: formatKey(c.kind, c.key), name: docName, manufacturer: BENJAMIN_MOORE };
    }
    case 'other': {
      if (!best) return undefined;
      const numeric = !/[A-Z]/.test(c.key);
      const branded =
        best.brandOk && (e.entryBrands.length > 0 || same(e.contextBrand, best.colour.brand));
      if (
        sim >= (numeric ? NAME_CONFIRMS : 0.6) ||
        (branded && docName) ||
        (!numeric && c.key.length >= 6 && branded)
      )
        return fromCatalogue(best, e);
      return undefined;
    }
    case 'bare': {
      if (
        best &&
        best.brandOk &&
        sim >= NAME_CONFIRMS &&
        !looksLikeAddress(e.after, best.colour.name)
      )
        return fromCatalogue(best, e);
      const brand = e.entryBrands[0] ?? e.contextBrand;
      if (!brand || c.corrected || isYear(c.key) || looksLikeAddress(e.after, undefined))
        return undefined;
      if (!docName && !e.codeColumn) return undefined;
      const inBrand = scored.find(
        (s) => same(s.colour.brand, brand) && compactCode(s.colour.code).endsWith(c.key),
      );
      if (inBrand) return fromCatalogue(inBrand, e);
      if (
        same(brand, SHERWIN_WILLIAMS) &&
        c.key.length === 4 &&
        swPlausible(Number(c.key)) &&
        !hasFullList(lookup, SHERWIN_WILLIAMS)
      )
        return {
          code: formatKey(c.kind, c.key, brand),
          name: docName,
          manufacturer: SHERWIN_WILLIAMS,
        };
      return undefined;
    }
  }
}
