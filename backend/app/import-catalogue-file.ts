import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '../core/clock.ts';
import type { EventStore } from '../core/event-store.ts';
import { parseCatalogueFile } from '../engines/colour/index.ts';
import {
  handlePaintColoursCommand,
  previewPaintColourImport,
} from '../../modules/catalogue/index.ts';
import { groupByBrand } from './seed-catalogue.ts';

export type ImportReport = {
  file: string;
  rowsRead: number;
  brands: { brand: string; added: number; updated: number; unchanged: number; rejected: number }[];
  rejected: { row: string; reason: string }[];
  position: number;
};

/** Imports a manufacturer list (CSV or JSON: brand, code, name, hex) brand by brand. */
export const importCatalogueFile = async (
  store: EventStore,
  clock: Clock,
  file: string,
): Promise<ImportReport> => {
  const format = path.extname(file).toLowerCase() === '.json' ? 'json' : 'csv';
  const parsed = parseCatalogueFile(fs.readFileSync(file, 'utf8'), format);
  const report: ImportReport = {
    file: path.basename(file),
    rowsRead: parsed.rows.length + parsed.rejected.length,
    brands: [],
    rejected: parsed.rejected.map((r) => ({ row: `#${r.row}`, reason: r.reason })),
    position: -1,
  };
  for (const [brand, colours] of groupByBrand(parsed.rows)) {
    const plan = await previewPaintColourImport(store, brand, colours);
    const result = await handlePaintColoursCommand(store, brand, {
      type: 'ImportPaintColours',
      data: { brand, source: report.file, colours },
      metadata: { now: clock().toISOString() },
    });
    report.position = Math.max(report.position, result.position);
    report.rejected.push(
      ...plan.rejected.map((r) => ({ row: `${r.row.brand} ${r.row.code}`, reason: r.reason })),
    );
    report.brands.push({
      brand,
      added: plan.added.length,
      updated: plan.updated.length,
      unchanged: plan.unchanged.length,
      rejected: plan.rejected.length,
    });
  }
  return report;
};
