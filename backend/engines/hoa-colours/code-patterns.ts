// Where a piece of text may hold a paint code, in the many ways documents (and OCR) write them:
// 'SW 7015', 'SW2801', 'SW:7006', '#SW6015', 'Sherwin-Williams 7015', 'BM HC-172', 'HC 172',
// '2125-30', 'BM 1558', bare numbers ('1558', '9136'), other brands' codes ('PPU18-06'), and OCR
// confusions inside the digits (O/0, l/1, S/5, B/8). Each candidate still has to be confirmed
// (resolve.ts): this file only finds and normalises.
import { BENJAMIN_MOORE, SHERWIN_WILLIAMS } from '../colour/index.ts';
import { lettersAsDigits, withOneAdded, withOneDropped } from './ocr-variants.ts';

export type CandidateKind = 'sw' | 'bm-letter' | 'bm-numeric' | 'other' | 'bare';

export type CodeCandidate = {
  kind: CandidateKind;
  /** Compact key: 'SW7015', 'HC172', '2125-30', '1558', 'PPU18-06'. */
  key: string;
  start: number;
  end: number;
  /** The brand the written form names ('SW…' → Sherwin-Williams, 'BM …' or 'HC-' → Benjamin Moore). */
  brand?: string;
  /** Some characters were OCR confusions (O for 0, l for 1, …) and were corrected. */
  corrected: boolean;
  /** The brand was written before the code ('SW', 'BM', 'Sherwin-Williams'). */
  prefixed?: boolean;
  /** Other keys OCR may have garbled into this one; taken only when the name confirms them. */
  variants?: string[];
};

const CONFUSED: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  I: '1',
  l: '1',
  '|': '1',
  '!': '1',
  i: '1',
  S: '5',
  s: '5',
  $: '5',
  '§': '5',
  B: '8',
  Z: '2',
  z: '2',
  G: '6',
};
const DIGITISH = '[0-9OoDQIl|!iSs$§BZzG]';

/** '7O15' → '7015'; undefined when too few real digits to trust the correction. */
function digits(raw: string, minReal: number): { value: string; corrected: boolean } | undefined {
  const value = [...raw].map((c) => CONFUSED[c] ?? c).join('');
  const real = [...raw].filter((c) => c >= '0' && c <= '9').length;
  if (!/^\d+$/.test(value) || real < minReal) return undefined;
  return { value, corrected: value !== raw };
}

const BEFORE = '(?<![A-Za-z0-9])';
/** A Benjamin Moore series inside another code ('HDC-AC-13' is Behr's) is not one. */
const BM_BEFORE = '(?<![A-Za-z0-9-])';
const SW_RE = new RegExp(
  `${BEFORE}(?:sherwin[\\s-]*william'?s?\\s*(?:#|no\\.?)?|[Ss5$]\\s?[Ww]|S\\s?VV)\\s*[:#.\\-–]?\\s*#?\\s*(${DIGITISH}{3,5})(?![0-9a-z])`,
  'gi',
);
const BM_LETTER_RE = new RegExp(
  `${BM_BEFORE}(BM\\s*[:#\\-–]?\\s*)?(HC|AF|OC|0C|CC|CSP|AC|CW)\\s?[-–—.]?\\s?(${DIGITISH}{1,4})(?![0-9A-Za-z])`,
  'g',
);
const BM_NUMERIC_RE =
  /(?<![\w.\-–/$#,])(BM\s*[:#-]?\s*)?(2[01]\d{2})\s?[-–]\s?([1-7]0)(?![\w-]|[./]\d)/g;
const BM_PREFIXED_RE =
  /(?<![A-Za-z0-9])(?:BM|Benjamin[\s-]+Moore)\s*[:#-]?\s*(\d{1,4})(?![\w-]|[./,]\d)/g;
const OTHER_RE =
  /(?<![A-Za-z0-9\-–])((?:[A-Z]{1,5}-){0,2}[A-Z]{0,5}\d{1,4}[A-Z]?(?:[-–]\d{1,3}[A-Z]?)?)(?![A-Za-z0-9]|[-–]\w)/g;
/** A number standing alone: not part of a date, phone number, price, decimal, range or word. */
const BARE_RE = /(?<![\w.,\-–/$:])#?\s?([0-9OolI]{1,4})(?![\w\-–/%]|[.,:]\d)/g;

const overlaps = (a: { start: number; end: number }, list: readonly CodeCandidate[]) =>
  list.some((b) => a.start < b.end && b.start < a.end);

/** Every code candidate in one cell of text, left to right, none overlapping. */
export function findCandidates(text: string): CodeCandidate[] {
  const found: CodeCandidate[] = [];
  const add = (c: CodeCandidate) => {
    if (!overlaps(c, found)) found.push(c);
  };
  for (const m of text.matchAll(SW_RE)) {
    const d = digits(m[1]!, m[1]!.length === 4 ? 2 : m[1]!.length);
    if (d && d.value.length !== 4) {
      // A digit read twice ('SW 91189') or lost ('SW 978'): each 4-digit reading, if its name
      // confirms it.
      const readings = d.value.length === 5 ? withOneDropped(d.value) : withOneAdded(d.value);
      const variants = readings.map((v) => `SW${v}`);
      const key = `SW${d.value}`;
      add({
        kind: 'sw',
        key,
        start: m.index,
        end: m.index + m[0].length,
        brand: SHERWIN_WILLIAMS,
        corrected: true,
        variants,
      });
      continue;
    }
    if (d)
      add({
        kind: 'sw',
        key: `SW${d.value}`,
        start: m.index,
        end: m.index + m[0].length,
        brand: SHERWIN_WILLIAMS,
        corrected: d.corrected,
      });
  }
  for (const m of text.matchAll(BM_LETTER_RE)) {
    const d = digits(m[3]!, 1);
    if (!d) continue;
    const prefix = m[2] === '0C' ? 'OC' : m[2]!;
    add({
      kind: 'bm-letter',
      key: `${prefix}${Number(d.value)}`,
      start: m.index,
      end: m.index + m[0].length,
      brand: BENJAMIN_MOORE,
      corrected: d.corrected || prefix !== m[2],
    });
  }
  for (const m of text.matchAll(BM_NUMERIC_RE)) {
    add({
      kind: 'bm-numeric',
      key: `${m[2]}-${m[3]}`,
      start: m.index,
      end: m.index + m[0].length,
      brand: BENJAMIN_MOORE,
      corrected: false,
      prefixed: m[1] !== undefined,
    });
  }
  for (const m of text.matchAll(BM_PREFIXED_RE)) {
    add({
      kind: 'bm-numeric',
      key: m[1]!,
      start: m.index,
      end: m.index + m[0].length,
      brand: BENJAMIN_MOORE,
      corrected: false,
      prefixed: true,
    });
  }
  for (const m of text.matchAll(OTHER_RE)) {
    if (!/[A-Z]/.test(m[1]!) && !/[-–]/.test(m[1]!)) continue;
    const variants = lettersAsDigits(m[1]!.replace('–', '-'));
    add({
      kind: 'other',
      ...(variants.length ? { variants } : {}),
      key: m[1]!.replace('–', '-'),
      start: m.index,
      end: m.index + m[0].length,
      corrected: false,
    });
  }
  for (const m of text.matchAll(BARE_RE)) {
    const d = digits(m[1]!, Math.max(1, m[1]!.length - 1));
    if (d)
      add({
        kind: 'bare',
        key: d.value,
        start: m.index,
        end: m.index + m[0].length,
        corrected: d.corrected,
      });
  }
  return found.sort((a, b) => a.start - b.start);
}
