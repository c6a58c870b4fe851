import {
  CURATED_COLOURS,
  PaintIndex,
  type PaintColour,
} from '../../../../backend/engines/colour/index.ts';
import { createHoaColourExtractor } from '../../../../backend/engines/hoa-colours/index.ts';
import type { ExtractedColour } from '../../../../backend/ports/colour-extractor.ts';

const bm = (code: string, name: string, hex: string): PaintColour => ({
  brand: 'Benjamin Moore',
  code,
  name,
  hex,
});
const sw = (code: string, name: string, hex: string): PaintColour => ({
  brand: 'Sherwin-Williams',
  code,
  name,
  hex,
});

/**
 * The curated catalogue plus colours as the full lists hold them: Benjamin Moore names cut to
 * their first word ('Deep' for 2125-20), a whole 2125 family, zero-padded codes, other brands.
 */
export const CATALOGUE: readonly PaintColour[] = [
  ...CURATED_COLOURS,
  sw('SW 2801', 'Rookwood Dark Red', '#4B2929'),
  sw('SW 2846', 'Roycroft Bronze Green', '#575449'),
  sw('SW 6223', 'Still Water', '#4A5D5F'),
  sw('SW 9136', 'Lullaby', '#CBD4D4'),
  sw('SW 9137', 'Niebla Azul', '#B6C3C4'),
  sw('SW 6015', 'Vaguely Mauve', '#D1C5C4'),
  sw('SW 7665', 'Wall Street', '#656D73'),
  sw('SW 9119', 'Dirty Martini', '#DDD0B6'),
  sw('SW 0035', 'Indian White', '#EEDAC3'),
  sw('SW 9178', 'In the Navy', '#283849'),
  bm('2125-10', 'Black', '#3E4041'),
  bm('2125-20', 'Deep', '#53575B'),
  bm('2125-30', 'Gray', '#6E7479'),
  bm('2125-40', 'Shadow', '#A3AAAF'),
  bm('058', 'Pumpkin', '#F8D6C2'),
  bm('HC-64', 'Townsend', '#644644'),
  { brand: 'Behr', code: 'PPU18-06', name: 'Ultra Pure White', hex: '#F8F8F4' },
  { brand: 'PPG', code: '1001-1', name: 'Delicate White', hex: '#F1F2EE' },
  { brand: 'Dunn-Edwards', code: 'DEA100', name: 'Putnam Plum', hex: '#8D4362' },
  { brand: 'Dunn-Edwards', code: 'DE5783', name: 'Nocturnal Sea', hex: '#0E6071' },
];

export const INDEX = new PaintIndex(CATALOGUE);

export const extract = (text: string, index: PaintIndex = INDEX) =>
  createHoaColourExtractor(async () => index).extract(text);

export const codesOf = (colours: readonly ExtractedColour[]) =>
  colours.map((c) => c.code || c.name);
