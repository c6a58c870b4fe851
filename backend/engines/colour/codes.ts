// Manufacturer colour-code and brand normalisation shared by the catalogue and the importer.

export const SHERWIN_WILLIAMS = 'Sherwin-Williams';
export const BENJAMIN_MOORE = 'Benjamin Moore';

/**
 * Leading colour code in free text, optionally followed by a name:
 *  - letter-prefixed codes: 'SW 7015', 'sw7015', 'HC-172', 'AF-715', 'CC-40', 'CSP-795'
 *  - Benjamin Moore numeric codes: '2121-70', '1558'
 *  - an optional 'BM' prefix before a Benjamin Moore code: 'BM HC-172', 'BM 2121-70'
 */
const CODE_RE =
  /^(BM[\s-]*(?=[A-Z]{2,3}[\s-]*\d|\d))?(?:([A-Z]{2,3})[\s-]*(\d{1,5})|(\d{1,4}(?:-\d{2})?))(?=\s|$)/i;

export type ParsedCode = {
  /** Canonical lookup key: 'SW7015', 'HC172', '2121-70'. */
  key: string;
  /** True when the text carried an explicit 'BM' prefix. */
  bmPrefix: boolean;
  /** Whatever followed the code (e.g. a colour name), trimmed; '' if none. */
  rest: string;
};

export function parseCode(text: string): ParsedCode | null {
  const s = text.trim();
  const m = CODE_RE.exec(s);
  if (!m) return null;
  const [whole, bm, letters, digits, numeric] = m;
  const key = letters && digits ? `${letters.toUpperCase()}${digits}` : (numeric ?? '');
  if (key === '') return null;
  return { key, bmPrefix: bm !== undefined, rest: s.slice(whole.length).trim() };
}

/** Canonical code key, or null when the text does not start with a recognisable code. */
export function codeKey(text: string): string | null {
  return parseCode(text)?.key ?? null;
}

/**
 * Lookup key for a catalogue code: the canonical key when the whole text is a recognised code,
 * otherwise the upper-cased text without whitespace (other brands: 'PPU18-06', '4001-1A').
 */
export function catalogueKey(code: string): string {
  const p = parseCode(code);
  return p && p.rest === '' ? p.key : code.toUpperCase().replace(/\s+/g, '');
}

/** 'sw7015' -> 'SW 7015'; Benjamin Moore codes keep their dash form: 'hc172' -> 'HC-172'. */
export function formatCode(text: string): string | null {
  const p = parseCode(text);
  if (!p) return null;
  const m = /^([A-Z]+)(\d+)$/.exec(p.key);
  if (!m) return p.key;
  return m[1] === 'SW' ? `SW ${m[2]}` : `${m[1]}-${m[2]}`;
}

const BRAND_ALIASES: Record<string, string> = {
  sw: 'sherwinwilliams',
  sherwin: 'sherwinwilliams',
  bm: 'benjaminmoore',
  benjamin: 'benjaminmoore',
};

/** Case/punctuation-insensitive brand key: 'Sherwin Williams', 'SW' -> 'sherwinwilliams'. */
export function brandKey(brand: string): string {
  const k = brand.toLowerCase().replace(/[^a-z0-9]/g, '');
  return BRAND_ALIASES[k] ?? k;
}
