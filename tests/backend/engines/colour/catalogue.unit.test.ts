import { describe, expect, it } from 'vitest';
import {
  CURATED_COLOURS,
  InvalidHexError,
  PaintIndex,
  describePaint,
  normaliseHex,
  type PaintColour,
} from '../../../../backend/engines/colour/index.ts';

const index = new PaintIndex(CURATED_COLOURS);
const SW = 'Sherwin-Williams';
const BM = 'Benjamin Moore';

describe('curated catalogue', () => {
  it('ships ~150+ Sherwin-Williams and ~80+ Benjamin Moore colours', () => {
    const count = (brand: string): number =>
      CURATED_COLOURS.filter((c) => c.brand === brand).length;
    expect(count(SW)).toBeGreaterThanOrEqual(150);
    expect(count(BM)).toBeGreaterThanOrEqual(80);
    expect(count(SW) + count(BM)).toBe(CURATED_COLOURS.length);
  });

  it('has normalised hexes, unique codes and unique hexes', () => {
    for (const c of CURATED_COLOURS) expect(normaliseHex(c.hex)).toBe(c.hex);
    expect(new Set(CURATED_COLOURS.map((c) => `${c.brand}|${c.code}`)).size).toBe(
      CURATED_COLOURS.length,
    );
    expect(new Set(CURATED_COLOURS.map((c) => c.hex)).size).toBe(CURATED_COLOURS.length);
  });

  it('uses canonical code formats', () => {
    for (const c of CURATED_COLOURS) {
      if (c.brand === SW) expect(c.code).toMatch(/^SW \d{4}$/);
      else expect(c.code).toMatch(/^(?:[A-Z]{2,3}-\d+|\d{4}(?:-\d{2})?)$/);
    }
  });

  it.each<[string, string, string]>([
    ['SW 7015', 'Repose Gray', '#CCC9C0'],
    ['SW 7006', 'Extra White', '#EEEFEA'],
    ['SW 6258', 'Tricorn Black', '#2F2F30'],
    ['SW 2846', 'Roycroft Bronze Green', '#575449'],
    ['HC-172', 'Revere Pewter', '#CCC7B9'],
    ['HC-154', 'Hale Navy', '#444C57'],
    ['2121-70', 'Chantilly Lace', '#F5F7F2'],
    ['CC-40', 'Cloud White', '#F3F2E7'],
    ['AF-715', 'Dolphin', '#86847E'],
  ])('contains %s %s', (code, name, hex) => {
    expect(CURATED_COLOURS.find((c) => c.code === code)).toMatchObject({ name, hex });
  });

  it('uses full Benjamin Moore names, not first-word truncations', () => {
    for (const code of ['HC-173', 'HC-166', 'HC-170', '2124-10', 'HC-81', '2128-10']) {
      expect(index.findByCode(code)?.name.split(' ').length).toBeGreaterThan(1);
    }
  });
});

describe('PaintIndex.nearest', () => {
  it('returns each shipped colour for its own hex with deltaE 0', () => {
    for (const c of CURATED_COLOURS) {
      const m = index.nearest(c.hex.toLowerCase());
      expect(m?.colour.code).toBe(c.code);
      expect(m?.deltaE).toBeCloseTo(0, 10);
    }
  });

  it.each([
    ['#CCC9C1', 'SW 7015'],
    ['CBC9C0', 'SW 7015'],
    ['#2F3D4D', 'SW 6244'],
    ['#2E2F30', 'SW 6258'],
    ['#434342', 'SW 7069'],
    ['#EDEFEA', 'SW 7006'],
    ['#CDC7B9', 'HC-172'],
    ['#444C58', 'HC-154'],
  ])('slightly perturbed %s -> %s', (hex, code) => {
    const m = index.nearest(hex);
    expect(m?.colour.code).toBe(code);
    expect(m?.deltaE).toBeGreaterThan(0);
    expect(m?.deltaE).toBeLessThan(1);
  });

  it('filters by brand (names and SW/BM aliases)', () => {
    expect(index.nearest('#CCC9C0', { brands: [BM] })?.colour.brand).toBe(BM);
    expect(index.nearest('#CCC7B9', { brands: ['sherwin williams'] })?.colour.brand).toBe(SW);
    expect(index.nearest('#CCC7B9', { brands: ['BM'] })?.colour.code).toBe('HC-172');
    expect(index.nearest('#CCC7B9', { brands: ['Behr'] })).toBeNull();
  });

  it('ranks matches best first', () => {
    const ranked = index.rank('#CCC9C1', { limit: 3 });
    expect(ranked).toHaveLength(3);
    expect(ranked[0]?.colour.code).toBe('SW 7015');
    expect(ranked[0]?.deltaE ?? Infinity).toBeLessThanOrEqual(ranked[1]?.deltaE ?? -Infinity);
  });

  it('rejects an invalid hex and handles an empty catalogue', () => {
    expect(() => index.nearest('#ZZZ')).toThrow(InvalidHexError);
    expect(new PaintIndex([]).nearest('#FFFFFF')).toBeNull();
  });
});

describe('PaintIndex.findByCode', () => {
  it.each(['SW 7015', 'SW7015', 'sw 7015', 'sw7015', ' SW-7015 ', 'SW 7015 Repose Gray', '7015'])(
    '%j -> SW 7015',
    (code) => {
      expect(index.findByCode(code)?.code).toBe('SW 7015');
    },
  );

  it.each([
    ['HC-172', 'HC-172'],
    ['hc172', 'HC-172'],
    ['BM HC-172', 'HC-172'],
    ['BM HC-172 Revere Pewter', 'HC-172'],
    ['2121-70', '2121-70'],
    ['BM 2121-70', '2121-70'],
    ['AF-715', 'AF-715'],
    ['af 715', 'AF-715'],
    ['CC-40', 'CC-40'],
    ['1558', '1558'],
    ['BM 1582', '1582'],
  ])('%j -> %s', (input, code) => {
    expect(index.findByCode(input)?.code).toBe(code);
  });

  it('returns undefined for unknown codes and respects brand', () => {
    expect(index.findByCode('SW 0000')).toBeUndefined();
    expect(index.findByCode('Repose Gray')).toBeUndefined();
    expect(index.findByCode('')).toBeUndefined();
    expect(index.findByCode('BM 7015')).toBeUndefined();
    expect(index.findByCode('SW 7015', { brand: BM })).toBeUndefined();
  });

  it('finds codes of other brands verbatim', () => {
    // Fictitious fixture brand with a code outside the SW/BM patterns.
    const other: PaintColour = {
      brand: 'Acme Paints',
      code: 'AP18-06',
      name: 'Test',
      hex: '#F4F2EC',
    };
    expect(new PaintIndex([other]).findByCode('ap18-06')).toEqual(other);
  });
});

describe('describePaint', () => {
  it('formats code and name', () => {
    expect(describePaint({ code: 'SW 7015', name: 'Repose Gray' })).toBe('SW 7015 Repose Gray');
    expect(describePaint({ code: 'HC-172', name: 'Revere Pewter' })).toBe('HC-172 Revere Pewter');
    expect(describePaint({ code: '1558', name: '' })).toBe('1558');
  });
});
