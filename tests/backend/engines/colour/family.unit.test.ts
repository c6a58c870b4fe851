import { describe, expect, it } from 'vitest';
import {
  COLOUR_FAMILIES,
  colourFamily,
  hexToLch,
} from '../../../../backend/engines/colour/index.ts';

/** Known paint colours (Sherwin-Williams and Benjamin Moore) and the family a shopper files them in. */
const KNOWN: [string, string, string][] = [
  ['a warm white', '#F2F0EB', 'Whites'],
  ['SW 7005 Pure White', '#EDECE6', 'Whites'],
  ['SW 7008 Alabaster (creamy)', '#EDEAE0', 'Whites'],
  ['BM 2121-70 Chantilly Lace', '#F5F7F2', 'Whites'],
  ['SW 7036 Accessible Beige', '#D1C7B8', 'Neutrals'],
  ['SW 6150 Universal Khaki', '#B8A992', 'Neutrals'],
  ['SW 7015 Repose Gray', '#CCC9C0', 'Greys'],
  ['SW 7029 Agreeable Gray', '#D1CBC1', 'Greys'],
  ['SW 6256 Serious Gray (cool)', '#7D848B', 'Greys'],
  ['SW 6258 Tricorn Black', '#2F2F30', 'Blacks'],
  ['SW 7069 Iron Ore', '#434341', 'Blacks'],
  ['SW 6069 French Roast', '#4F3426', 'Browns'],
  ['HC-186 Charleston Brown', '#75533A', 'Browns'],
  ['AF-290 Caliente', '#8B2829', 'Reds'],
  ['HC-181 Heritage Red', '#9A0B15', 'Reds'],
  ['a pale pink', '#E8C3C5', 'Reds'],
  ['SW 2854 Caribbean Coral', '#BE795E', 'Oranges'],
  ['SW 2865 Classical Yellow', '#F8D492', 'Yellows'],
  ['a sage green', '#9CAF88', 'Greens'],
  ['SW 6178 Clary Sage', '#ACAD97', 'Greens'],
  ['HC-189 Chrome Green', '#0C422F', 'Greens'],
  ['a navy', '#1F2A44', 'Blues'],
  ['SW 6244 Naval', '#2F3D4C', 'Blues'],
  ['HC-154 Hale Navy', '#444C57', 'Blues'],
  ['SW 6240 Windy Blue', '#AABAC6', 'Blues'],
  ['a plum', '#7B5E9E', 'Purples'],
  ['a lilac', '#C8A2C8', 'Purples'],
];

describe('colour family from a hex (CIELAB LCh rule)', () => {
  it.each(KNOWN)('files %s (%s) under %s', (_name, hex, family) => {
    expect(colourFamily(hex)).toBe(family);
  });

  it('reads lightness, chroma and hue angle from CIELAB', () => {
    const white = hexToLch('#FFFFFF');
    expect(white.L).toBeCloseTo(100, 3);
    expect(white.C).toBeCloseTo(0, 2);
    const red = hexToLch('#FF0000');
    expect(red.C).toBeCloseTo(104.55, 1);
    expect(red.h).toBeCloseTo(40.0, 0);
    expect(hexToLch('#0000FF').h).toBeCloseTo(306.3, 0);
  });

  it('puts every colour in exactly one of the listed families, lower-case hex too', () => {
    for (let i = 0; i < 4096; i += 1) {
      const hex = `#${((i * 2654435761) % 0x1000000).toString(16).padStart(6, '0')}`;
      expect(COLOUR_FAMILIES).toContain(colourFamily(hex));
    }
    expect(colourFamily('#9caf88')).toBe('Greens');
  });
});
