import { describe, expect, it } from 'vitest';
import {
  deltaE2000,
  hexToLab,
  labToHex,
  labToRgb,
  rgbToLab,
  type Lab,
} from '../../../../backend/engines/colour/index.ts';

const lab = (L: number, a: number, b: number): Lab => ({ L, a, b });

describe('sRGB <-> CIELAB (D65)', () => {
  it('maps white, black and primaries to reference values', () => {
    const white = hexToLab('#FFFFFF');
    expect(white.L).toBeCloseTo(100, 3);
    expect(white.a).toBeCloseTo(0, 2);
    expect(white.b).toBeCloseTo(0, 2);
    expect(hexToLab('#000000')).toEqual({ L: 0, a: 0, b: 0 });
    const red = hexToLab('#FF0000');
    expect(red.L).toBeCloseTo(53.24, 1);
    expect(red.a).toBeCloseTo(80.09, 1);
    expect(red.b).toBeCloseTo(67.2, 1);
    const mid = hexToLab('#808080');
    expect(mid.L).toBeCloseTo(53.59, 1);
  });

  it('round-trips hex -> Lab -> hex', () => {
    for (let i = 0; i < 500; i += 1) {
      const n = (i * 2654435761) % 0x1000000;
      const hex = `#${n.toString(16).toUpperCase().padStart(6, '0')}`;
      expect(labToHex(hexToLab(hex))).toBe(hex);
    }
    for (const hex of ['#000000', '#FFFFFF', '#010101', '#FEFEFE', '#CCC9C0', '#2F3D4C']) {
      expect(labToHex(hexToLab(hex))).toBe(hex);
    }
  });

  it('round-trips rgb -> Lab -> rgb without rounding loss', () => {
    const back = labToRgb(rgbToLab({ r: 12, g: 200, b: 99 }));
    expect(back.r).toBeCloseTo(12, 6);
    expect(back.g).toBeCloseTo(200, 6);
    expect(back.b).toBeCloseTo(99, 6);
  });
});

describe('deltaE2000', () => {
  // Sharma, Wu & Dalal (2005), "The CIEDE2000 Color-Difference Formula", Table 1.
  const pairs: [number, Lab, Lab, number][] = [
    [1, lab(50, 2.6772, -79.7751), lab(50, 0, -82.7485), 2.0425],
    [2, lab(50, 3.1571, -77.2803), lab(50, 0, -82.7485), 2.8615],
    [3, lab(50, 2.8361, -74.02), lab(50, 0, -82.7485), 3.4412],
    [7, lab(50, 0, 0), lab(50, -1, 2), 2.3669],
    [8, lab(50, -1, 2), lab(50, 0, 0), 2.3669],
    [13, lab(50, 2.49, -0.001), lab(50, -2.49, 0.0009), 7.1792],
    [14, lab(50, 2.49, -0.001), lab(50, -2.49, 0.001), 7.1792],
    [15, lab(50, 2.49, -0.001), lab(50, -2.49, 0.0011), 7.2195],
    [16, lab(50, 2.49, -0.001), lab(50, -2.49, 0.0012), 7.2195],
    [17, lab(50, -0.001, 2.49), lab(50, 0.0009, -2.49), 4.8045],
    [19, lab(50, -0.001, 2.49), lab(50, 0.0011, -2.49), 4.7461],
    [20, lab(50, 2.5, 0), lab(50, 0, -2.5), 4.3065],
    [21, lab(50, 2.5, 0), lab(73, 25, -18), 27.1492],
    [25, lab(60.2574, -34.0099, 36.2677), lab(60.4626, -34.1751, 39.4387), 1.2644],
    [26, lab(63.0109, -31.0961, -5.8663), lab(62.8187, -29.7946, -4.0864), 1.263],
    [31, lab(22.7233, 20.0904, -46.694), lab(23.0331, 14.973, -42.5619), 2.0373],
    [34, lab(2.0776, 0.0795, -1.135), lab(0.9033, -0.0636, -0.5514), 0.9082],
  ];

  it.each(pairs)('Sharma pair %i', (_n, a, b, expected) => {
    expect(deltaE2000(a, b)).toBeCloseTo(expected, 4);
    expect(deltaE2000(b, a)).toBeCloseTo(expected, 4);
  });

  it('is zero for identical colours', () => {
    expect(deltaE2000(hexToLab('#CCC9C0'), hexToLab('#CCC9C0'))).toBe(0);
  });
});
