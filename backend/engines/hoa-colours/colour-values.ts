// Colour values written in a document: '#3B5998', 'Hex: 3B5998', 'RGB 59, 89, 152',
// 'rgb(59,89,152)', 'R: 59 G: 89 B: 152'.
import { rgbToHex } from '../colour/index.ts';

export type ColourValue = {
  hex: string;
  start: number;
  end: number;
  /** '#102345': only digits, so as likely a lot or invoice number unless a name stands before it. */
  digitsOnly?: boolean;
};

const HASH_HEX = /(?<![\w#&])#([0-9A-Fa-f]{6})(?![0-9A-Za-z])/g;
/** After a 'hex' label an O is a zero (OCR): 'hex AO837F'. */
const LABELLED_HEX =
  /\bhex(?:adecimal)?\s*(?:code|value)?\s*[:=]?\s*#?([0-9A-FOa-fo]{6})(?![0-9A-Za-z])/gi;
const RGB_TRIPLE =
  /\brgb\s*(?:value)?\s*[:=(]?\s*(\d{1,3})\s*[,/\s]\s*(\d{1,3})\s*[,/\s]\s*(\d{1,3})\s*\)?/gi;
const RGB_LABELLED =
  /\bR\s*[:=]\s*(\d{1,3})\s*[,;/]?\s*G\s*[:=]\s*(\d{1,3})\s*[,;/]?\s*B\s*[:=]\s*(\d{1,3})\b/gi;

/**
 * Colour values in a piece of text. A hex of digits only ('#102345') is flagged `digitsOnly`
 * unless `digitsOnlyHex` (a 'Hex' column) or a 'hex' label says it is a colour.
 */
export function findColourValues(
  text: string,
  options: { digitsOnlyHex?: boolean } = {},
): ColourValue[] {
  const found: ColourValue[] = [];
  const add = (hex: string, start: number, end: number, digitsOnly = false) => {
    if (!found.some((f) => start < f.end && f.start < end))
      found.push({ hex, start, end, ...(digitsOnly ? { digitsOnly } : {}) });
  };
  for (const m of text.matchAll(LABELLED_HEX))
    add(`#${m[1]!.toUpperCase().replaceAll('O', '0')}`, m.index, m.index + m[0].length);
  for (const m of text.matchAll(HASH_HEX)) {
    const digitsOnly = !/[A-Fa-f]/.test(m[1]!) && !options.digitsOnlyHex;
    add(`#${m[1]!.toUpperCase()}`, m.index, m.index + m[0].length, digitsOnly);
  }
  for (const re of [RGB_TRIPLE, RGB_LABELLED]) {
    for (const m of text.matchAll(re)) {
      const [r, g, b] = [m[1], m[2], m[3]].map(Number) as [number, number, number];
      if ([r, g, b].every((v) => v <= 255))
        add(rgbToHex({ r, g, b }), m.index, m.index + m[0].length);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
