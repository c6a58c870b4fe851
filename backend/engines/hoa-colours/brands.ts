// Paint brands named in a document's text: in an entry ('(Benjamin Moore)'), a table header
// ('SW_Paint_#') or a heading ('Sherwin-Williams colors'), they say which catalogue a bare
// number belongs to.
import { BENJAMIN_MOORE, SHERWIN_WILLIAMS } from '../colour/index.ts';

const BRAND_PATTERNS: readonly [brand: string, pattern: RegExp][] = [
  [SHERWIN_WILLIAMS, /sherwin[\s-]*william'?s?/i],
  [BENJAMIN_MOORE, /benjamin[\s-]*moore|\bben(?:jamin)?\.?\s*moore\b/i],
  ['Behr', /\bbehr\b/i],
  ['PPG', /\bppg\b|pittsburgh\s+paints/i],
  ['Valspar', /\bvalspar\b/i],
  ['Dunn-Edwards', /\bdunn[\s-]*edwards\b/i],
  ['Farrow & Ball', /\bfarrow\s*(?:&|and)\s*ball\b/i],
  ['Dutch Boy', /\bdutch\s*boy\b/i],
  ['Kilz', /\bkilz\b/i],
  ['Hallman Lindsay', /\bhallman[\s-]*lindsay\b/i],
  ['Colorhouse', /\bcolou?rhouse\b/i],
];

/** Short forms that name a brand only where no code follows (headers: 'SW #', 'BM Code'). */
const SHORT_FORMS: readonly [brand: string, pattern: RegExp][] = [
  [SHERWIN_WILLIAMS, /(?:^|[^A-Za-z0-9])SW(?:[^A-Za-z0-9]|$)/],
  [BENJAMIN_MOORE, /(?:^|[^A-Za-z0-9])BM(?:[^A-Za-z0-9]|$)/],
];

/** The brands a piece of text names in full ('Sherwin Williams', 'Benjamin Moore'). */
export function brandsNamed(text: string, options: { shortForms?: boolean } = {}): string[] {
  const found = BRAND_PATTERNS.filter(([, re]) => re.test(text)).map(([b]) => b);
  if (options.shortForms) {
    for (const [brand, re] of SHORT_FORMS)
      if (re.test(text) && !found.includes(brand)) found.push(brand);
  }
  return found;
}

/** Removes brand names, so what is left of an entry is its colour name. */
export function withoutBrandNames(text: string): string {
  let out = text;
  for (const [, re] of BRAND_PATTERNS) out = out.replace(new RegExp(re.source, 'gi'), ' ');
  return out;
}
