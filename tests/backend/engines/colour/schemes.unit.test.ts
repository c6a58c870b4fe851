import { describe, expect, it } from 'vitest';
import {
  CURATED_COLOURS,
  HOA_CATEGORY,
  PAINT_SCHEMES,
  SCHEME_CATEGORIES,
  defaultSelection,
  findScheme,
  paintSchemeSchema,
  parseColourList,
  type PredefinedScheme,
} from '../../../../backend/engines/colour/index.ts';

const SURFACES = ['body', 'trim', 'accent'] as const;

function surfaceLists(s: PredefinedScheme, surface: (typeof SURFACES)[number]) {
  return {
    hexes: parseColourList(s[`${surface}Color`]),
    codes: parseColourList(s[`${surface}ColorCode`]),
    names: parseColourList(s[`${surface}ColorName`] ?? ''),
  };
}

describe('predefined schemes', () => {
  it('has exactly 48 schemes in exactly 4 categories of 12', () => {
    expect(PAINT_SCHEMES).toHaveLength(48);
    const categories = new Set(PAINT_SCHEMES.map((s) => s.category));
    expect([...categories].sort()).toEqual([...SCHEME_CATEGORIES].sort());
    for (const category of SCHEME_CATEGORIES) {
      expect(PAINT_SCHEMES.filter((s) => s.category === category)).toHaveLength(12);
    }
    expect(SCHEME_CATEGORIES).toContain('HOA Approved');
  });

  it('has unique ids (kebab-case slugs) and scheme codes', () => {
    expect(new Set(PAINT_SCHEMES.map((s) => s.id)).size).toBe(48);
    expect(new Set(PAINT_SCHEMES.map((s) => s.schemeCode)).size).toBe(48);
    for (const s of PAINT_SCHEMES) expect(s.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(findScheme('classic-repose-gray')?.bodyColorCode).toBe('SW 7015');
  });

  it.each(PAINT_SCHEMES.map((s) => [s.id, s] as const))('%s passes the zod schema', (_id, s) => {
    const parsed = paintSchemeSchema.safeParse(s);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toEqual(s);
  });

  it('uses only curated colours (same code, hex and name) of the scheme manufacturer', () => {
    for (const s of PAINT_SCHEMES) {
      for (const surface of SURFACES) {
        const { hexes, codes, names } = surfaceLists(s, surface);
        expect(hexes.length).toBe(codes.length);
        expect(names.length).toBe(codes.length);
        codes.forEach((code, i) => {
          const c = CURATED_COLOURS.find((x) => x.code === code && x.brand === s.manufacturer);
          expect(c, `${s.id} ${surface} ${code}`).toBeDefined();
          expect(hexes[i]).toBe(c?.hex);
          expect(names[i]).toBe(c?.name);
        });
      }
    }
  });

  it('marks the whole HOA category (and a few others) as HOA approved', () => {
    for (const s of PAINT_SCHEMES.filter((x) => x.category === HOA_CATEGORY)) {
      expect(s.isHoaApproved).toBe(true);
    }
    const others = PAINT_SCHEMES.filter((x) => x.category !== HOA_CATEGORY && x.isHoaApproved);
    expect(others.length).toBeGreaterThan(0);
    expect(PAINT_SCHEMES.some((x) => !x.isHoaApproved)).toBe(true);
  });

  it('offers the same three colours on every surface for swap schemes', () => {
    const swaps = PAINT_SCHEMES.filter((s) => s.colorSelectionType === 'swap');
    expect(swaps.length).toBeGreaterThan(0);
    for (const s of swaps) {
      expect(parseColourList(s.bodyColor)).toHaveLength(3);
      expect(s.trimColor).toBe(s.bodyColor);
      expect(s.accentColor).toBe(s.bodyColor);
      const sel = defaultSelection(s);
      const hexes = parseColourList(s.bodyColor);
      expect([sel.body.hex, sel.trim.hex, sel.accent.hex]).toEqual(hexes);
    }
  });

  it('offers 3-4 options per surface for "all" schemes and single colours otherwise', () => {
    const all = PAINT_SCHEMES.filter((s) => s.colorSelectionType === 'all');
    expect(all.length).toBeGreaterThan(0);
    for (const s of PAINT_SCHEMES) {
      for (const surface of SURFACES) {
        const n = surfaceLists(s, surface).hexes.length;
        if (s.colorSelectionType === 'all') expect(n).toBeGreaterThanOrEqual(3);
        if (s.colorSelectionType === 'all') expect(n).toBeLessThanOrEqual(4);
        if (s.colorSelectionType === undefined) expect(n).toBe(1);
      }
    }
    for (const s of all) {
      const sel = defaultSelection(s);
      expect(sel.body.hex).toBe(parseColourList(s.bodyColor)[0]);
      expect(sel.trim.hex).toBe(parseColourList(s.trimColor)[1]);
      expect(sel.accent.hex).toBe(parseColourList(s.accentColor)[2]);
    }
  });

  it('clamps the default selection to the last option of a short list', () => {
    const short = {
      ...PAINT_SCHEMES.find((s) => s.colorSelectionType === 'all')!,
      trimColor: '#FFFFFF',
      trimColorCode: 'SW 7006',
      trimColorName: 'Extra White',
    };
    expect(defaultSelection(short).trim).toEqual({
      hex: '#FFFFFF',
      code: 'SW 7006',
      name: 'Extra White',
    });
  });

  it('uses distinct body, trim and accent colours in single-colour schemes', () => {
    for (const s of PAINT_SCHEMES.filter((x) => x.colorSelectionType === undefined)) {
      expect(new Set([s.bodyColor, s.trimColor, s.accentColor]).size).toBe(3);
    }
  });
});
