import { describe, expect, it } from 'vitest';
import {
  CatalogueImportError,
  CsvParseError,
  chooseName,
  mergeCatalogue,
  parseCatalogueFile,
  parseCsv,
  type PaintColour,
} from '../../../../backend/engines/colour/index.ts';

const BM = 'Benjamin Moore';
const SW = 'Sherwin-Williams';
const revere: PaintColour = { brand: BM, code: 'HC-172', name: 'Revere Pewter', hex: '#CCC7B9' };
const repose: PaintColour = { brand: SW, code: 'SW 7015', name: 'Repose Gray', hex: '#CCC9C0' };

describe('parseCsv', () => {
  it('handles quotes, escaped quotes, embedded commas/newlines and CRLF', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","multi\nline"\r\nplain,,end\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'multi\nline'],
      ['plain', '', 'end'],
    ]);
  });

  it('throws on an unterminated quote', () => {
    expect(() => parseCsv('a,"b\n')).toThrow(CsvParseError);
  });
});

describe('parseCatalogueFile', () => {
  it('parses CSV with extra columns, quoted names and normalises hex/codes', () => {
    const csv = [
      'brand,code,name,hex,source_label',
      'Sherwin-Williams,sw7015,Repose Gray,ccc9c0,7015',
      'Benjamin Moore,HC-172,"Revere Pewter, Historical",#CCC7B9,HC-172',
      '',
      'Benjamin Moore,,Nameless,#FFFFFF,x',
      'Benjamin Moore,HC-154,Hale Navy,#44C57,x',
    ].join('\n');
    const { rows, rejected } = parseCatalogueFile(csv, 'csv');
    expect(rows).toEqual([
      { brand: SW, code: 'SW 7015', name: 'Repose Gray', hex: '#CCC9C0' },
      { brand: BM, code: 'HC-172', name: 'Revere Pewter, Historical', hex: '#CCC7B9' },
    ]);
    expect(rejected).toEqual([
      { row: 3, reason: 'Missing code' },
      { row: 4, reason: "Invalid hex '#44C57' (expected #RRGGBB)" },
    ]);
  });

  it('accepts columns in any order and case', () => {
    const { rows } = parseCatalogueFile(
      'HEX,Name,Code,Brand\n#CCC7B9,Revere Pewter,hc-172,BM\n',
      'csv',
    );
    expect(rows).toEqual([{ brand: 'BM', code: 'HC-172', name: 'Revere Pewter', hex: '#CCC7B9' }]);
  });

  it('rejects a CSV without the required columns', () => {
    expect(() => parseCatalogueFile('brand,code,hex\nx,y,#FFFFFF', 'csv')).toThrow(
      CatalogueImportError,
    );
  });

  it('parses JSON arrays and {colours: [...]}', () => {
    const list = [revere, { brand: BM, code: 1558, name: 'Fieldstone', hex: 'b1b1a6' }, 42];
    const a = parseCatalogueFile(JSON.stringify(list), 'json');
    expect(a.rows).toEqual([
      revere,
      { brand: BM, code: '1558', name: 'Fieldstone', hex: '#B1B1A6' },
    ]);
    expect(a.rejected).toEqual([{ row: 3, reason: 'Not an object' }]);
    const b = parseCatalogueFile(JSON.stringify({ colours: [repose] }), 'json');
    expect(b.rows).toEqual([repose]);
    expect(() => parseCatalogueFile('{nope', 'json')).toThrow(CatalogueImportError);
    expect(() => parseCatalogueFile('{"a":1}', 'json')).toThrow(CatalogueImportError);
  });
});

describe('chooseName', () => {
  it.each([
    ['Revere Pewter', 'Revere', 'Revere Pewter'],
    ['Revere', 'Revere Pewter', 'Revere Pewter'],
    ['Revere Pewter', '', 'Revere Pewter'],
    ['Revere Pewter', 'revere pewter', 'Revere Pewter'],
    ['Summit Gray', 'Summit', 'Summit Gray'],
  ])('existing %j + incoming %j -> %j', (existing, incoming, expected) => {
    expect(chooseName(existing, incoming)).toBe(expected);
  });
});

describe('mergeCatalogue', () => {
  it('never replaces a fuller name with a shorter one', () => {
    const r = mergeCatalogue([revere], [{ ...revere, name: 'Revere' }]);
    expect(r.catalogue).toEqual([revere]);
    expect(r.unchanged).toEqual([revere]);
    expect(r.updated).toEqual([]);
  });

  it('replaces a shorter name with a longer one that starts with it', () => {
    const short = { ...revere, name: 'Revere' };
    const r = mergeCatalogue([short], [revere]);
    expect(r.updated).toEqual([{ before: short, after: revere }]);
    expect(r.catalogue).toEqual([revere]);
  });

  it('matches codes normalised (brand + code) and treats hex changes as updates', () => {
    const r = mergeCatalogue(
      [repose, revere],
      [
        { brand: 'Sherwin Williams', code: 'sw7015', name: 'Repose Gray', hex: '#cccac0' },
        { brand: 'benjamin moore', code: 'BM HC-172', name: 'Revere', hex: '#CCC7B9' },
      ],
    );
    expect(r.added).toEqual([]);
    expect(r.updated).toEqual([{ before: repose, after: { ...repose, hex: '#CCCAC0' } }]);
    expect(r.unchanged).toEqual([revere]);
  });

  it('adds new colours and rejects invalid rows with reasons', () => {
    const navy = { brand: BM, code: 'hc 154', name: 'Hale Navy', hex: '#444c57' };
    const r = mergeCatalogue(
      [repose],
      [
        navy,
        { brand: BM, code: ' ', name: 'No Code', hex: '#FFFFFF' },
        { brand: SW, code: 'SW 7006', name: 'Extra White', hex: '#EEEFE' },
      ],
    );
    expect(r.added).toEqual([{ brand: BM, code: 'HC-154', name: 'Hale Navy', hex: '#444C57' }]);
    expect(r.rejected.map((x) => x.reason)).toEqual([
      'Missing code',
      "Invalid hex '#EEEFE' (expected #RRGGBB)",
    ]);
    expect(r.rejected[0]?.row.name).toBe('No Code');
    expect(r.catalogue).toHaveLength(2);
  });

  it('is idempotent: importing the same list twice changes nothing the second time', () => {
    const incoming: PaintColour[] = [
      { brand: SW, code: 'SW7015', name: 'Repose Gray', hex: '#CCC9C1' },
      { brand: BM, code: 'HC-172', name: 'Revere', hex: '#CCC7B9' },
      { brand: BM, code: 'HC-154', name: 'Hale Navy', hex: '#444C57' },
      { brand: BM, code: 'HC-154', name: 'Hale', hex: '#444C57' },
    ];
    const first = mergeCatalogue([repose, { ...revere, name: 'Revere Pewter' }], incoming);
    expect(first.added).toHaveLength(1);
    expect(first.updated).toHaveLength(1);
    const second = mergeCatalogue(first.catalogue, incoming);
    expect(second.added).toEqual([]);
    expect(second.updated).toEqual([]);
    expect(second.unchanged).toHaveLength(incoming.length);
    expect(second.catalogue).toEqual(first.catalogue);
  });

  it('does not mutate its inputs', () => {
    const existing = [{ ...revere, name: 'Revere' }];
    mergeCatalogue(existing, [revere]);
    expect(existing[0]?.name).toBe('Revere');
  });
});
