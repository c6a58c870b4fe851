import { describe, expect, it } from 'vitest';
import {
  InvalidHexError,
  hexToRgb,
  isHex,
  normaliseHex,
  parseHex,
  rgbToHex,
} from '../../../../backend/engines/colour/index.ts';

describe('normaliseHex', () => {
  it.each([
    ['#ccc9c0', '#CCC9C0'],
    ['CCC9C0', '#CCC9C0'],
    ['  #AbCdEf ', '#ABCDEF'],
    ['abcdef', '#ABCDEF'],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseHex(input)).toBe(expected);
  });

  it.each(['', '#', '#ccc', 'ccc', '#CCC9C', '#CCC9C00', '#GGGGGG', '##CCC9C0', 'CC C9C0'])(
    'rejects %j',
    (input) => {
      expect(normaliseHex(input)).toBeNull();
      expect(isHex(input)).toBe(false);
      expect(() => parseHex(input)).toThrow(InvalidHexError);
    },
  );
});

describe('hex <-> rgb', () => {
  it('converts both ways', () => {
    expect(hexToRgb('#2F3D4C')).toEqual({ r: 0x2f, g: 0x3d, b: 0x4c });
    expect(hexToRgb('ffffff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(rgbToHex({ r: 47, g: 61, b: 76 })).toBe('#2F3D4C');
  });

  it('rounds and clamps channels', () => {
    expect(rgbToHex({ r: -3, g: 254.6, b: 300 })).toBe('#00FFFF');
  });

  it('throws a typed error on bad input', () => {
    expect(() => hexToRgb('nope')).toThrow(InvalidHexError);
  });
});
