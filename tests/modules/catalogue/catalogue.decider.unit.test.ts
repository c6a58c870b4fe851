import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../../../backend/core/errors.ts';
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
    if (event?.type !== 'SchemeCatalogueInitialized') throw new Error('not initialised');

    expect(event.data.schemes).toHaveLength(48);
    expect(new Set(event.data.schemes.map((s) => s.category)).size).toBe(4);
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

describe('AddPaintScheme, ChangePaintScheme and RemovePaintScheme (admin)', () => {
  const spec = deciderSpec(schemeCatalogueDecider);
  const [initialized] = schemeCatalogueDecider.decide(
    { type: 'InitializeSchemeCatalogue', data: { schemes }, metadata: meta(now) },
    schemeCatalogueDecider.initialState(),
  );
  const input = {
    name: 'Harbor Evening',
    schemeCode: 'ADM-001',
    category: 'Coastal Colors',
    manufacturer: 'Sherwin-Williams',
    bodyColor: '#aabbcc',
    bodyColorCode: 'SW 7015',
    trimColor: '#FFFFFF',
    trimColorCode: 'SW 7005',
    accentColor: '#123456',
    accentColorCode: 'SW 6244',
  };
  const stored = { ...input, id: 'harbor', bodyColor: '#AABBCC', isHoaApproved: false };
  const added = {
    type: 'PaintSchemeAdded' as const,
    data: { scheme: stored, adminId: 'admin-1', addedAt: now },
  };
  const cmd = <T extends string, D>(type: T, data: D) => ({
    type,
    data,
    metadata: meta(now, 'admin-1'),
  });

  it("when an admin adds a valid scheme, then it is recorded normalised, with the admin's id", () => {
    spec
      .given([initialized!])
      .when(cmd('AddPaintScheme', { id: 'harbor', scheme: input, adminId: 'admin-1' }))
      .then([added]);
  });

  it('when a scheme breaks a §5 rule, then it is refused with the spec message', () => {
    spec
      .given([initialized!])
      .when(
        cmd('AddPaintScheme', {
          id: 'harbor',
          scheme: { ...input, trimColorCode: 'nope!' },
          adminId: 'admin-1',
        }),
      )
      .thenThrows(ValidationError, 'Invalid manufacturer color code format');
  });

  it('when the id is taken, then adding is a conflict', () => {
    spec
      .given([initialized!, added])
      .when(cmd('AddPaintScheme', { id: 'harbor', scheme: input, adminId: 'admin-1' }))
      .thenThrows(ConflictError, 'Paint scheme harbor already exists');
  });

  it('when an admin changes a scheme, then the whole new scheme is recorded; the same again writes nothing', () => {
    const changed = { ...input, name: 'Harbor Night' };
    spec
      .given([initialized!, added])
      .when(cmd('ChangePaintScheme', { id: 'harbor', scheme: changed, adminId: 'admin-1' }))
      .then([
        {
          type: 'PaintSchemeChanged',
          data: {
            scheme: { ...stored, name: 'Harbor Night' },
            adminId: 'admin-1',
            changedAt: now,
          },
        },
      ]);
    spec
      .given([initialized!, added])
      .when(cmd('ChangePaintScheme', { id: 'harbor', scheme: input, adminId: 'admin-1' }))
      .thenNothing();
  });

  it('when an admin removes a scheme, then it is gone; an unknown one is not found', () => {
    spec
      .given([initialized!, added])
      .when(cmd('RemovePaintScheme', { id: 'harbor', adminId: 'admin-1' }))
      .then([
        {
          type: 'PaintSchemeRemoved',
          data: { schemeId: 'harbor', adminId: 'admin-1', removedAt: now },
        },
      ]);
    spec
      .given([initialized!])
      .when(cmd('RemovePaintScheme', { id: 'harbor', adminId: 'admin-1' }))
      .thenThrows(NotFoundError, 'Paint scheme harbor not found');
  });

  it('when the catalogue is initialised after admin edits, then the predefined schemes come back and added ones stay', () => {
    const first = schemes[0]!;
    const removedFirst = {
      type: 'PaintSchemeRemoved' as const,
      data: { schemeId: first.id, adminId: 'admin-1', removedAt: now },
    };
    const [event] = schemeCatalogueDecider.decide(
      { type: 'InitializeSchemeCatalogue', data: { schemes }, metadata: meta(now) },
      [initialized!, added, removedFirst].reduce(
        schemeCatalogueDecider.evolve,
        schemeCatalogueDecider.initialState(),
      ),
    );

    if (event?.type !== 'SchemeCatalogueInitialized') throw new Error('not initialised');
    expect(event.data.schemes.map((s) => s.id)).toEqual([...schemes.map((s) => s.id), 'harbor']);
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

describe("an admin's paint colours", () => {
  const spec = deciderSpec(paintColoursDecider);
  const naval: PaintColour = {
    brand: 'Sherwin-Williams',
    code: 'SW 6244',
    name: 'Naval',
    hex: '#2F3D4C',
  };
  const imported = {
    type: 'PaintColoursImported' as const,
    data: {
      brand: 'Sherwin-Williams',
      source: 'curated',
      added: [naval],
      updated: [],
      importedAt: now,
    },
  };
  const added = {
    type: 'PaintColourAdded' as const,
    data: {
      colour: { brand: 'Sherwin-Williams', code: 'SW 9999', name: 'Test Teal', hex: '#2E8B8B' },
      adminId: 'admin-1',
      addedAt: now,
    },
  };
  const removed = {
    type: 'PaintColourRemoved' as const,
    data: { brand: 'Sherwin-Williams', code: 'SW 6244', adminId: 'admin-1', removedAt: now },
  };
  const command = <T extends string, D>(type: T, data: D) => ({
    type,
    data: { ...data, adminId: 'admin-1' },
    metadata: meta(now, 'admin-1'),
  });

  it("when an admin adds a new colour, then PaintColourAdded carries it and the admin's id", () => {
    spec
      .given([imported])
      .when(command('AddPaintColour', { colour: added.data.colour }))
      .then([added]);
  });

  it('when the colour is already there (the same code written another way), then it is a conflict', () => {
    spec
      .given([imported])
      .when(command('AddPaintColour', { colour: { ...naval, code: 'SW6244' } }))
      .thenThrows(ConflictError, 'Paint colour Sherwin-Williams SW6244 already exists');
  });

  it('when an admin renames a colour (even shorter) and changes its hex, then PaintColourChanged holds the colour as it now is', () => {
    spec
      .given([imported])
      .when(command('ChangePaintColour', { code: 'SW 6244', name: 'Navy', hex: '#2F3D4D' }))
      .then([
        {
          type: 'PaintColourChanged',
          data: {
            colour: { ...naval, name: 'Navy', hex: '#2F3D4D' },
            adminId: 'admin-1',
            changedAt: now,
          },
        },
      ]);
  });

  it('when an edit changes nothing, then nothing is written', () => {
    spec
      .given([imported])
      .when(command('ChangePaintColour', { code: 'SW 6244', name: 'Naval', hex: '#2F3D4C' }))
      .thenNothing();
  });

  it('when a removed colour is edited or removed again, then it is not found', () => {
    spec
      .given([imported, removed])
      .when(command('ChangePaintColour', { code: 'SW 6244', name: 'x', hex: '#000000' }))
      .thenThrows(NotFoundError, 'Paint colour SW 6244 not found');
    spec
      .given([imported, removed])
      .when(command('RemovePaintColour', { code: 'SW 6244' }))
      .thenThrows(NotFoundError);
  });

  it('when an admin removes a colour, then PaintColourRemoved names it as stored, and a later import brings it back', () => {
    spec
      .given([imported])
      .when(command('RemovePaintColour', { code: 'sw6244' }))
      .then([removed]);
    spec
      .given([imported, removed])
      .when({
        type: 'ImportPaintColours',
        data: { brand: 'Sherwin-Williams', source: 'sw.csv', colours: [naval] },
        metadata: meta(now),
      })
      .then([{ ...imported, data: { ...imported.data, source: 'sw.csv' } }]);
  });
});
