// Colour names as documents write them: the run of name words beside a code, and how close it
// is to a catalogue name (typos like 'Roycrofit', spacing like 'Field Stone' / 'Fieldstone', and
// the shared Benjamin Moore list's names cut to their first word).
import { distance } from 'fastest-levenshtein';
import { withoutBrandNames } from './brands.ts';
import { compactName } from './catalogue-lookup.ts';

const CONNECTORS = new Set([
  'of',
  'the',
  'and',
  '&',
  'de',
  'du',
  'la',
  'le',
  'in',
  'on',
  'at',
  'a',
]);
const STOP_WORDS = new Set([
  'aka',
  'or',
  'and',
  'for',
  'with',
  'by',
  'is',
  'are',
  'to',
  'as',
  'on',
  'in',
  'may',
  'be',
  'body',
  'trim',
  'accent',
  'door',
  'doors',
  'shutter',
  'shutters',
  'color',
  'colors',
  'colour',
  'colours',
  'paint',
  'hex',
  'rgb',
  'code',
  'only',
  'approved',
]);
const MAX_WORDS = 5;

/** Similarity of a written name to a catalogue name, 0 … 1. */
export function nameSimilarity(written: string, catalogue: string): number {
  const a = compactName(written);
  const b = compactName(catalogue);
  if (!a || !b) return 0;
  if (a === b) return 1;
  const ratio = 1 - distance(a, b) / Math.max(a.length, b.length);
  // A catalogue name cut to its first word ('Deep' for 'Deep River') still names the colour.
  return b.length >= 3 && a.startsWith(b) ? Math.max(ratio, 0.9) : ratio;
}

const isWord = (w: string) => /^[\p{L}][\p{L}'’.\u2010-\u2013-]*$/u.test(w) || w === '&';
const capitalised = (w: string) => /^[\p{Lu}]/u.test(w);

/**
 * The name words at the start of `text` (after a code): 'Repose Gray' from ' Repose Gray, or …'.
 * Stops at punctuation that ends a name, a brand in brackets, 'AKA' and prose.
 */
export function nameWordsAfter(text: string): string[] {
  const head = text.replace(/^[\s\-–—:#.,)]+/, '');
  const clause = head.split(/[(,;/|]|\s[-–—]\s|\s{3,}|\bAKA\b|\baka\b|\ba\.k\.a\.?/)[0] ?? '';
  const lower = clause === clause.toLowerCase();
  const words: string[] = [];
  const all = clause.trim().split(/\s+/);
  for (const [i, w] of all.entries()) {
    if (!w || !isWord(w.replace(/[.:]$/, ''))) break;
    const word = w.replace(/[.:]$/, '');
    const lw = word.toLowerCase();
    // 'In the Navy' is a name; 'for body' or 'Trim' after a code is not.
    if (words.length === 0 && STOP_WORDS.has(lw) && !(capitalised(word) && CONNECTORS.has(lw)))
      break;
    // OCR often loses a first capital ('indian White'): a lower-case first word before a capital.
    const ocrFirst = i === 0 && capitalised(all[1] ?? '') && !STOP_WORDS.has(lw);
    if (!lower && !capitalised(word) && !CONNECTORS.has(lw) && !ocrFirst) break;
    if (lower && STOP_WORDS.has(lw)) break;
    words.push(word);
    if (words.length >= MAX_WORDS || w.endsWith('.') || w.endsWith(':')) break;
  }
  while (words.length && CONNECTORS.has(words[words.length - 1]!.toLowerCase())) words.pop();
  return words;
}

/** The name words just before a code: 'Repose Gray' from 'Body: Repose Gray (' . */
export function nameWordsBefore(text: string): string[] {
  const tail = withoutBrandNames(text).replace(/[\s(#:,;\-–—]+$/, '');
  const clause = tail.split(/[(),;:/|]|\s[-–—]\s|\s{3,}/).pop() ?? '';
  const words = clause.trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = words.length - 1; i >= 0 && out.length < MAX_WORDS; i--) {
    const word = words[i]!;
    const lw = word.toLowerCase();
    if (!isWord(word) || (STOP_WORDS.has(lw) && !(capitalised(word) && CONNECTORS.has(lw)))) break;
    if (!capitalised(word) && !CONNECTORS.has(lw)) break;
    out.unshift(word);
  }
  while (out.length && !capitalised(out[0]!) && CONNECTORS.has(out[0]!)) out.shift();
  return out;
}

/** The prefix of `words` closest to a catalogue name, with its similarity. */
export function bestPrefix(
  words: readonly string[],
  catalogueName: string,
): { name: string; score: number } {
  let best = { name: '', score: 0 };
  for (let n = 1; n <= words.length; n++) {
    const name = words.slice(0, n).join(' ');
    const score = nameSimilarity(name, catalogueName);
    if (score > best.score) best = { name, score };
  }
  return best;
}

/** The name to show: the catalogue's, unless it is a cut-down form of the document's. */
export function chooseColourName(written: string, catalogue: string | undefined): string {
  if (!catalogue) return written;
  const a = compactName(written);
  const b = compactName(catalogue);
  return written && a.length > b.length && a.startsWith(b) ? written : catalogue;
}
