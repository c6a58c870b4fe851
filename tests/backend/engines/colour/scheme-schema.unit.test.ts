import { describe, expect, it } from 'vitest';
import {
  SCHEME_MESSAGES as M,
  paintSchemeSchema,
  parseColourList,
  type PaintSchemeInput,
} from '../../../../backend/engines/colour/index.ts';

const valid: PaintSchemeInput = {
  name: 'Repose Gray Classic',
  schemeCode: 'CN-01',
  category: 'Classic Neutrals',
  manufacturer: 'Sherwin-Williams',
  bodyColor: '#ccc9c0',
  trimColor: '#EEEFEA',
  accentColor: '#434341',
  bodyColorCode: 'SW 7015',
  trimColorCode: 'SW 7006',
  accentColorCode: 'SW 7069',
  bodyColorName: 'Repose Gray',
  trimColorName: 'Extra White',
  accentColorName: 'Iron Ore',
};

function messages(patch: Record<string, unknown>): string[] {
  const r = paintSchemeSchema.safeParse({ ...valid, ...patch });
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('paintSchemeSchema', () => {
  it('accepts a valid scheme, upper-cases hexes and defaults isHoaApproved', () => {
    const s = paintSchemeSchema.parse(valid);
    expect(s.bodyColor).toBe('#CCC9C0');
    expect(s.isHoaApproved).toBe(false);
    expect(paintSchemeSchema.parse({ ...valid, isHoaApproved: true }).isHoaApproved).toBe(true);
  });

  it('accepts comma-separated lists of equal length and normalises them', () => {
    const s = paintSchemeSchema.parse({
      ...valid,
      colorSelectionType: 'swap',
      bodyColor: '#ccc9c0,#eeefea ,#434341',
      bodyColorCode: 'SW 7015,SW 7006, SW 7069',
      bodyColorName: 'Repose Gray, Extra White,Iron Ore',
    });
    expect(s.bodyColor).toBe('#CCC9C0, #EEEFEA, #434341');
    expect(s.bodyColorCode).toBe('SW 7015, SW 7006, SW 7069');
    expect(s.bodyColorName).toBe('Repose Gray, Extra White, Iron Ore');
  });

  it.each(['CCC9C0', '#CCC', '#GGGGGG', '', 'red'])('rejects hex %j', (hex) => {
    expect(messages({ bodyColor: hex })).toEqual([M.hex]);
    expect(M.hex).toBe('Color must be in #RRGGBB hex format');
  });

  it.each(['#CCC9C0,CCC', '#CCC9C0,', '#CCC9C0;#EEEFEA,#434341'])('rejects hex list %j', (v) => {
    expect(messages({ trimColor: v })).toEqual([
      'Color must be comma-separated #RRGGBB hex format',
    ]);
  });

  it.each([
    'SW 7015',
    'SW7015',
    'SW7015 Repose Gray',
    'SW 7015 Repose Gray',
    'BMHC-172',
    'BM HC-172',
    'BM HC-172 Revere Pewter',
    'HC-172',
    'HC172',
    'AF-715',
    'CC-40',
    'CSP-795',
    '2121-70',
    '1558',
    'BM 2121-70',
    'SW 7015, SW 7006',
    'SW-7015',
  ])('accepts colour code %j', (code) => {
    expect(
      messages({
        accentColorCode: code,
        accentColor: parseColourList(code)
          .map(() => '#434341')
          .join(','),
        accentColorName: undefined,
      }),
    ).toEqual([]);
  });

  it.each([
    '2125-30 Wall Street',
    'BM 1558 Fieldstone',
    '058',
    '1582 Deep River',
    'AF-715 Dolphin',
  ])(
    'accepts the Benjamin Moore codes HOA documents approve (the deliberate widening of SPEC §5): %j',
    (code) => {
      expect(messages({ accentColorCode: code, accentColorName: undefined })).toEqual([]);
    },
  );

  it.each(['2125-300', '21250-30', '2125-3', 'BM-2125-30', 'PPU18-06', '1001-1'])(
    'still refuses what is no SW or Benjamin Moore code: %j',
    (code) => {
      expect(messages({ accentColorCode: code })).toEqual([
        'Invalid manufacturer color code format',
      ]);
    },
  );

  it.each(['', 'SW 701', 'S-7015', '7015X', 'Repose Gray', 'H-172', 'SW 7015,', 'sw7015'])(
    'rejects colour code %j',
    (code) => {
      expect(messages({ bodyColorCode: code })).toEqual(['Invalid manufacturer color code format']);
    },
  );

  it('validates colour names', () => {
    expect(messages({ bodyColorName: undefined })).toEqual([]);
    expect(messages({ bodyColorName: '' })).toEqual(['Color name cannot be empty']);
    expect(messages({ bodyColorName: '   ' })).toEqual(['Color name cannot be empty']);
    expect(messages({ bodyColorName: 'x'.repeat(100) })).toEqual([]);
    expect(messages({ bodyColorName: 'x'.repeat(101) })).toEqual(['Color name too long']);
  });

  it.each([
    ['name', 'Scheme name required'],
    ['schemeCode', 'Scheme code required'],
    ['category', 'Category required'],
    ['manufacturer', 'Manufacturer required'],
  ])('requires %s', (field, message) => {
    expect(messages({ [field]: '' })).toEqual([message]);
    expect(messages({ [field]: '  ' })).toEqual([message]);
  });

  it('validates the document id as a uuid', () => {
    expect(messages({ documentId: '6f1c2a9e-3b4d-4c8e-9f0a-1b2c3d4e5f60' })).toEqual([]);
    expect(messages({ documentId: 'not-a-uuid' })).toEqual([M.documentId]);
  });

  it('requires matching list lengths across code, hex and name per surface', () => {
    const msg =
      'Color codes and hex values must have matching array lengths for body, trim, and accent';
    expect(messages({ bodyColor: '#CCC9C0, #EEEFEA' })).toEqual([msg]);
    expect(messages({ trimColorCode: 'SW 7006, SW 7015' })).toEqual([msg]);
    expect(messages({ accentColorName: 'Iron Ore, Tricorn Black' })).toEqual([msg]);
  });

  it('rejects an unknown colorSelectionType', () => {
    expect(paintSchemeSchema.safeParse({ ...valid, colorSelectionType: 'mix' }).success).toBe(
      false,
    );
  });
});

describe('parseColourList', () => {
  it('splits on commas and trims', () => {
    expect(parseColourList(' a, b ,c ')).toEqual(['a', 'b', 'c']);
    expect(parseColourList('single')).toEqual(['single']);
  });
});
