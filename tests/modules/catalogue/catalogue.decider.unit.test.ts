import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../backend/core/errors.ts';
import {
  PAINT_SCHEMES,
  type PaintColour,
  type PredefinedScheme,
} from '../../../backend/engines/colour/index.ts';
import { paintColoursDecider, schemeCatalogueDecider } from '../../../modules/catalogue/index.ts';
import { deciderSpec, meta } from '../../support/decider-spec.ts';

const now = '2026-11-22T10:00:00.000Z';
const schemes = [...PAINT_SCHEMES];

describe('InitializeSchemeCatalogue', () => {
  const spec = deciderSpec(schemeCatalogueDecider);
  const init = (s = schemes) => ({
    type: 'InitializeSchemeCatalogue' as const,
    data: { schemes: s },
    metadata: meta(now, 'admin-1'),
  });

  it('when the catalogue is empty, then the 48 schemes are initialised', () => {
    const [event] = schemeCatalogueDecider.decide(init(), schemeCatalogueDecider.initialState());

    expect(event?.type).toBe('SchemeCatalogueInitialized');
    expect(event?.data.schemes).toHaveLength(48);
    expect(new Set(event?.data.schemes.map((s) => s.category)).size).toBe(4);
  });

  it('when the same schemes were already initialised, then nothing is written again', () => {
    const [first] = schemeCatalogueDecider.decide(init(), schemeCatalogueDecider.initialState());

    spec.given([first!]).when(init()).thenNothing();
  });

  it.each([
    [{ bodyColor: '#12345' }, 'Color must be in #RRGGBB hex format'],
    [
      { bodyColor: '#FFFFFF, nope', bodyColorCode: 'SW 7006, SW 7005' },
      'Color must be comma-separated #RRGGBB hex format',
    ],
    [{ trimColorCode: 'not a code!' }, 'Invalid manufacturer color code format'],
    [{ accentColorName: '' }, 'Color name cannot be empty'],
    [{ accentColorName: 'x'.repeat(101) }, 'Color name too long'],
    [{ name: ' ' }, 'Scheme name required'],
    [{ schemeCode: '' }, 'Scheme code required'],
    [{ category: '' }, 'Category required'],
    [{ manufacturer: '' }, 'Manufacturer required'],
    [
      { bodyColor: '#FFFFFF, #000000' },
      'Color codes and hex values must have matching array lengths for body, trim, and accent',
    ],
  ])('when a scheme has %j, then it is refused with the spec message', (change, message) => {
    const broken = [{ ...schemes[0]!, ...change } as PredefinedScheme, ...schemes.slice(1)];

    spec.given([]).when(init(broken)).thenThrows(ValidationError, message);
  });
});

describe('ImportPaintColours', () => {
  const spec = deciderSpec(paintColoursDecider);
  const revere: PaintColour = {
    brand: 'Benjamin Moore',
    code: 'HC-172',
    name: 'Revere Pewter',
    hex: '#CCC7B9',
  };
  const imported = {
    type: 'PaintColoursImported' as const,
    data: {
      brand: 'Benjamin Moore',
      source: 'curated',
      added: [revere],
      updated: [],
      importedAt: now,
    },
  };
  const importing = (colours: PaintColour[]) => ({
    type: 'ImportPaintColours' as const,
    data: { brand: 'Benjamin Moore', source: 'bm.csv', colours },
    metadata: meta(now),
  });

  it('when a list cuts a name short, then the fuller name is kept and nothing is written', () => {
    spec
      .given([imported])
      .when(importing([{ ...revere, name: 'Revere' }]))
      .thenNothing();
  });

  it('when a list brings new colours and a changed hex, then exactly those are recorded', () => {
    const hale = { brand: 'Benjamin Moore', code: 'HC-154', name: 'Hale', hex: '#444C57' };

    spec
      .given([imported])
      .when(importing([{ ...revere, name: 'Revere', hex: '#CCC7BA' }, hale]))
      .then([
        {
          type: 'PaintColoursImported',
          data: {
            brand: 'Benjamin Moore',
            source: 'bm.csv',
            added: [hale],
            updated: [{ ...revere, hex: '#CCC7BA' }],
            importedAt: now,
          },
        },
      ]);
  });
});
