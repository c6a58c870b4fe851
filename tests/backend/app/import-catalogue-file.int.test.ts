import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogueFile } from '../../../backend/app/import-catalogue-file.ts';
import { systemClock } from '../../../backend/core/clock.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

/** A manufacturer list in the shape of the real ones (brand,code,name,hex,…; BM names cut short). */
const csv = [
  'brand,code,name,hex,source_label',
  'Benjamin Moore,HC-172,Revere,#CCC7B9,HC-172',
  'Benjamin Moore,HC-999,"Test, Quoted",#112233,HC-999',
  'Benjamin Moore,HC-998,Broken,#12345,HC-998',
  'Sherwin-Williams,SW 7015,Repose Gray,#ccc9c0,SW7015',
  'Sherwin-Williams,SW 9999,Brand New,#abcdef,SW9999',
].join('\n');

describe('catalog:import', () => {
  let t: TestApp;
  let file: string;

  beforeAll(async () => {
    t = await startTestApp();
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'curbhue-import-')), 'list.csv');
    fs.writeFileSync(file, csv);
  });
  afterAll(async () => t.stop());

  it('when a list is imported, then new colours are added, fuller names kept, bad rows rejected with a reason', async () => {
    const report = await importCatalogueFile(t.services.store, systemClock, file);
    await t.services.runner.waitFor(report.position);

    expect(report.brands).toEqual([
      { brand: 'Benjamin Moore', added: 1, updated: 0, unchanged: 1, rejected: 0 },
      { brand: 'Sherwin-Williams', added: 1, updated: 0, unchanged: 1, rejected: 0 },
    ]);
    expect(report.rejected).toEqual([
      { row: '#3', reason: expect.stringContaining("Invalid hex '#12345'") },
    ]);
    expect(report.rowsRead).toBe(5);
    const rows = await t.services
      .db('paint_colours')
      .select('brand', 'code', 'name', 'hex')
      .whereIn('code', ['HC-172', 'HC-999', 'SW 9999'])
      .orderBy('code');
    expect(rows).toEqual([
      { brand: 'Benjamin Moore', code: 'HC-172', name: 'Revere Pewter', hex: '#CCC7B9' },
      { brand: 'Benjamin Moore', code: 'HC-999', name: 'Test, Quoted', hex: '#112233' },
      { brand: 'Sherwin-Williams', code: 'SW 9999', name: 'Brand New', hex: '#ABCDEF' },
    ]);
  });

  it('when the same list is imported again, then nothing is added or updated and no event is written', async () => {
    const before = await t.services.store.headPosition();

    const report = await importCatalogueFile(t.services.store, systemClock, file);

    expect(report.brands.map((b) => [b.added, b.updated])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(await t.services.store.headPosition()).toBe(before);
  });
});
