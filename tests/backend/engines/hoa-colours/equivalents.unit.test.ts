import { describe, expect, it } from 'vitest';
import { brandKey } from '../../../../backend/engines/colour/index.ts';
import {
  MAX_EQUIVALENTS,
  closestInOtherBrands,
  createColourVerifier,
  mergeColours,
} from '../../../../backend/engines/hoa-colours/index.ts';
import { catalogueLookup } from '../../../../backend/engines/hoa-colours/catalogue-lookup.ts';
import { CATALOGUE, INDEX, extract } from './support.ts';

describe('cross-brand equivalents', () => {
  it('each extracted colour has the closest colour of the other brands, Benjamin Moore first for an SW colour', async () => {
    const [repose] = await extract('SW 7015 Repose Gray');
    expect(repose!.equivalents.length).toBeGreaterThan(0);
    expect(repose!.equivalents.length).toBeLessThanOrEqual(MAX_EQUIVALENTS);
    expect(repose!.equivalents[0]!.manufacturer).toBe('Benjamin Moore');
    expect(repose!.equivalents.every((e) => e.manufacturer !== 'Sherwin-Williams')).toBe(true);
    for (const e of repose!.equivalents) expect(e.deltaE).toBeGreaterThanOrEqual(0);
  });

  it('is the true CIEDE2000 nearest of each brand (the same as ranking the whole catalogue)', () => {
    const lookup = catalogueLookup(INDEX);
    for (const hex of ['#CCC9C0', '#4B2929', '#2F3D4C', '#F8F8F4', '#8D4362', '#6E7479']) {
      const found = closestInOtherBrands(hex, undefined, lookup);
      for (const e of found) {
        const [best] = INDEX.rank(hex, { brands: [e.manufacturer], limit: 1 });
        expect(e.code, `${hex} ${e.manufacturer}`).toBe(best!.colour.code);
        expect(e.deltaE).toBeCloseTo(best!.deltaE, 1);
      }
      const brands = new Set(CATALOGUE.map((c) => brandKey(c.brand)));
      expect(found).toHaveLength(Math.min(MAX_EQUIVALENTS, brands.size));
    }
  });
});

describe('checking and merging colours another reader found', () => {
  const verify = createColourVerifier(async () => INDEX);
  const text = 'Body: SW 7015 Repose Gray. Trim: Agreeable Gray. Door: Harbor Mist #A7B3B7.';

  it.each([
    ['a code written in the document', { name: 'Repose Gray', code: 'SW 7015' }, 'SW 7015'],
    [
      'a name written in the document, whose catalogue code agrees',
      { name: 'Agreeable Gray', code: 'SW 7029' },
      'SW 7029',
    ],
    [
      'a named colour with its hex, named in the document',
      { name: 'Harbor Mist', code: '', hex: '#a7b3b7' },
      'Harbor Mist',
    ],
  ])('keeps %s', async (_what, claim, expected) => {
    const colour = await verify(claim, text);
    expect(colour?.code || colour?.name).toBe(expected);
  });

  it.each([
    ['a code the document does not hold', { name: 'Accessible Beige', code: 'SW 7036' }],
    ['a right code under a wrong name', { name: 'Agreeable Gray', code: 'SW 7036' }],
    [
      'a named colour the document does not name',
      { name: 'Sunset Glow', code: '', hex: '#FF8800' },
    ],
    ['something that is no code', { name: 'Repose Gray', code: 'gray-ish' }],
  ])('drops %s', async (_what, claim) => {
    expect(await verify(claim, text)).toBeUndefined();
  });

  it('merging keeps the offline colours and adds only what they lack', async () => {
    const offline = await extract(text);
    const extra = [
      (await verify({ name: 'Repose Gray', code: 'SW 7015', description: 'model' }, text))!,
      (await verify({ name: 'Agreeable Gray', code: 'SW 7029' }, text))!,
    ];
    const merged = mergeColours(offline, extra);
    expect(merged.map((c) => c.code || c.name)).toEqual(['SW 7015', 'Harbor Mist', 'SW 7029']);
    expect(merged[0]).toBe(offline[0]);
  });
});
