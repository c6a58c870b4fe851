import { describe, expect, it } from 'vitest';
import {
  buildColorOptions,
  clampIndex,
  clampSelection,
  defaultSelection,
  schemeColorOptions,
  selectedColorsPayload,
} from '../../frontend/src/features/paint-schemes/utils/color-options';
import {
  availabilityText,
  groupByCategory,
  hoaGroups,
} from '../../frontend/src/features/paint-schemes/utils/group-schemes';
import {
  normalizeCustomScheme,
  normalizePaintScheme,
  stripCustomPrefix,
} from '../../frontend/src/features/paint-schemes/utils/normalize-scheme';

const swapScheme = {
  id: 's1',
  name: 'Coastal Breeze',
  schemeCode: 'CC-001',
  category: 'Coastal Colors',
  manufacturer: 'Sherwin-Williams',
  isHoaApproved: false,
  colorSelectionType: 'swap',
  bodyColor: '#aabbcc,#112233,#445566',
  trimColor: '#AABBCC,#112233,#445566',
  accentColor: '#AABBCC,#112233,#445566',
  bodyColorCode: 'SW 7015, SW 7006, SW 7048',
  trimColorCode: 'SW 7015,SW 7006,SW 7048',
  accentColorCode: 'SW 7015,SW 7006,SW 7048',
  bodyColorName: 'Repose Gray, Extra White, Urbane Bronze',
  trimColorName: null,
  accentColorName: 'Repose Gray,Extra White,Urbane Bronze',
};

describe('colour options', () => {
  it('zips code, hex and name lists by index, upper-casing hexes', () => {
    expect(
      buildColorOptions('#aabbcc,#112233', 'SW 7015, SW 7006', 'Repose Gray,Extra White'),
    ).toEqual([
      { hex: '#AABBCC', code: 'SW 7015', name: 'Repose Gray' },
      { hex: '#112233', code: 'SW 7006', name: 'Extra White' },
    ]);
  });

  it('falls back to #CCCCCC for a missing hex, shows the hex for a missing code, leaves out a missing name', () => {
    expect(buildColorOptions('#111111', 'SW 1, SW 2', null)).toEqual([
      { hex: '#111111', code: 'SW 1' },
      { hex: '#CCCCCC', code: 'SW 2' },
    ]);
    expect(buildColorOptions('#111111,#222222', 'SW 1', 'One')).toEqual([
      { hex: '#111111', code: 'SW 1', name: 'One' },
      { hex: '#222222', code: '#222222' },
    ]);
    expect(buildColorOptions(null, '', null)).toEqual([]);
  });

  it('builds the three lists of a scheme', () => {
    const options = schemeColorOptions(normalizePaintScheme(swapScheme));
    expect(options.body).toHaveLength(3);
    expect(options.trim[2]).toEqual({ hex: '#445566', code: 'SW 7048' });
    expect(options.accent[0]).toEqual({ hex: '#AABBCC', code: 'SW 7015', name: 'Repose Gray' });
  });
});

describe('selections', () => {
  it('clamps to the last valid index and defaults to 0', () => {
    expect(clampIndex(5, 3)).toBe(2);
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(undefined, 3)).toBe(0);
    expect(clampIndex(2, 0)).toBe(0);
    const options = { body: [{ hex: '#111111', code: 'A' }], trim: [], accent: [] };
    expect(clampSelection({ body: 4, trim: 1 }, options)).toEqual({ body: 0, trim: 0, accent: 0 });
  });

  it('swap and all schemes default to body 0, trim 1, accent 2 (clamped)', () => {
    expect(defaultSelection(normalizePaintScheme(swapScheme))).toEqual({
      body: 0,
      trim: 1,
      accent: 2,
    });
    const all = normalizePaintScheme({
      ...swapScheme,
      colorSelectionType: 'all',
      trimColor: '#111111',
      trimColorCode: 'SW 1',
      accentColor: '#111111,#222222',
      accentColorCode: 'SW 1,SW 2',
    });
    expect(defaultSelection(all)).toEqual({ body: 0, trim: 0, accent: 1 });
    const plain = normalizePaintScheme({ ...swapScheme, colorSelectionType: null });
    expect(defaultSelection(plain)).toEqual({ body: 0, trim: 0, accent: 0 });
  });

  it('a custom scheme defaults to its saved selection, 0 when missing, clamped', () => {
    const custom = normalizeCustomScheme({
      ...swapScheme,
      bodyColorSelection: 2,
      trim_color_selection: 9,
    });
    expect(defaultSelection(custom)).toEqual({ body: 2, trim: 2, accent: 0 });
  });

  it('the PUT payload holds only surfaces with options', () => {
    const options = {
      body: [{ hex: '#111111', code: 'A' }],
      trim: [],
      accent: [{ hex: '#111111', code: 'A' }],
    };
    expect(selectedColorsPayload({ body: 0, trim: 0, accent: 0 }, options)).toEqual({
      body: 0,
      accent: 0,
    });
  });
});

describe('normalising schemes', () => {
  it('reads snake_case fields', () => {
    const scheme = normalizePaintScheme({
      id: 7,
      name: 'Snake',
      scheme_code: 'SN-1',
      is_hoa_approved: true,
      color_selection_type: 'all',
      body_color: '#123456',
      body_color_code: 'SW 1',
      body_color_name: 'One',
    });
    expect(scheme).toMatchObject({
      id: '7',
      schemeCode: 'SN-1',
      isHoaApproved: true,
      colorSelectionType: 'all',
      bodyColor: '#123456',
      bodyColorCode: 'SW 1',
      bodyColorName: 'One',
      trimColor: '#CCCCCC',
      category: null,
      isCustom: false,
    });
  });

  it("prefixes custom ids with 'custom-' and fills custom defaults", () => {
    const custom = normalizeCustomScheme({
      id: 'abc',
      name: 'Mine',
      document_id: 'doc-1',
      user_id: 'user-1',
      is_validated: true,
      body_color_selection: 1,
    });
    expect(custom).toMatchObject({
      id: 'custom-abc',
      bodyColor: '#FFFFFF',
      trimColor: '#000000',
      accentColor: '#888888',
      manufacturer: 'Custom',
      documentId: 'doc-1',
      userId: 'user-1',
      isValidated: true,
      bodyColorSelection: 1,
      trimColorSelection: 0,
      isCustom: true,
    });
    expect(stripCustomPrefix(custom.id)).toBe('abc');
    expect(stripCustomPrefix('plain')).toBe('plain');
  });
});

describe('grouping', () => {
  const scheme = (id: string, category: string | null) =>
    normalizePaintScheme({ ...swapScheme, id, category });

  it("groups by category, a missing category as 'Other' (last), without 'HOA Approved'", () => {
    const groups = groupByCategory([
      scheme('1', null),
      scheme('2', 'Classic Neutrals'),
      scheme('3', 'HOA Approved'),
      scheme('4', 'Classic Neutrals'),
      scheme('5', 'Modern Farmhouse'),
    ]);
    expect(groups.map((group) => [group.name, group.schemes.map((s) => s.id)])).toEqual([
      ['Classic Neutrals', ['2', '4']],
      ['Modern Farmhouse', ['5']],
      ['Other', ['1']],
    ]);
  });

  it("the HOA view has 'HOA Schemes' and, when there are any, 'Your HOA Schemes'", () => {
    const custom = normalizeCustomScheme({ id: 'c1', name: 'Mine' });
    expect(hoaGroups([scheme('1', 'HOA Approved')], []).map((g) => g.name)).toEqual([
      'HOA Schemes',
    ]);
    expect(hoaGroups([scheme('1', 'HOA Approved')], [custom]).map((g) => g.name)).toEqual([
      'HOA Schemes',
      'Your HOA Schemes',
    ]);
  });

  it('words the availability count', () => {
    expect(availabilityText(36, 'popular')).toBe('36 popular schemes available');
    expect(availabilityText(1, 'hoa')).toBe('1 HOA-approved scheme available');
  });
});
