import { describe, expect, it } from 'vitest';
import {
  deltaE2000,
  hexToLab,
  labToHex,
  rgbToLab,
  labToRgb,
} from '../../../../backend/engines/vision/lab';
import { boxMean } from '../../../../backend/engines/vision/features';

describe('vision lab', () => {
  it('converts reference colours', () => {
    const white = hexToLab('#FFFFFF');
    expect(white.L).toBeCloseTo(100, 2);
    expect(Math.abs(white.a)).toBeLessThan(0.01);
    const grey = rgbToLab(128, 128, 128);
    expect(grey.L).toBeCloseTo(53.59, 1);
    const red = hexToLab('#FF0000');
    expect(red.L).toBeCloseTo(53.24, 1);
    expect(red.a).toBeCloseTo(80.09, 0);
    expect(red.b).toBeCloseTo(67.2, 0);
  });

  it('round-trips hex through Lab', () => {
    for (const hex of ['#000000', '#2E3B4E', '#CCC9C0', '#B5651D', '#F3E5AB', '#FFFFFF']) {
      expect(labToHex(hexToLab(hex))).toBe(hex);
    }
    expect(labToRgb({ L: 50, a: 0, b: 0 })).toEqual([119, 119, 119]);
  });

  it('computes CIEDE2000 like the Sharma et al. reference data', () => {
    expect(deltaE2000({ L: 50, a: 2.6772, b: -79.7751 }, { L: 50, a: 0, b: -82.7485 })).toBeCloseTo(
      2.0425,
      3,
    );
    expect(deltaE2000({ L: 50, a: 2.5, b: 0 }, { L: 73, a: 25, b: -18 })).toBeCloseTo(27.1492, 3);
    expect(deltaE2000({ L: 60, a: 10, b: 10 }, { L: 60, a: 10, b: 10 })).toBe(0);
  });

  it('box mean averages over clamped windows', () => {
    const src = Float32Array.from([0, 3, 6, 9]);
    const m = boxMean(src, 4, 1, 1);
    expect(Array.from(m)).toEqual([1.5, 3, 6, 7.5]);
  });
});
