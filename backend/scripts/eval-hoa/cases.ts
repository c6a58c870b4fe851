// The documents the evaluation reads: the real HOA documents in ../shared/data/hoa-docs with
// their truth, and documents generated from known colour lists in every format CurbHue accepts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { parseCsv, type PaintColour } from '../../engines/colour/index.ts';
import type { Truth } from './code-styles.ts';
import { colourList } from './colour-lists.ts';
import { makeDocument } from './doc-model.ts';
import { pick, seeded } from './random.ts';
import { renderPdf } from './render-pdf.ts';
import { photographedPage, scannedPdf } from './render-scan.ts';
import { renderText } from './render-text.ts';
import { convertToDoc, renderDocx } from './render-word.ts';

export type EvalCase = { type: string; name: string; bytes: Buffer; truth: Truth[] };

export const GENERATED_TYPES = [
  'txt',
  'typed-pdf',
  'docx',
  'doc',
  'scanned-pdf',
  'photo-jpeg',
] as const;
export type GeneratedType = (typeof GENERATED_TYPES)[number];

export function realCases(dataDir: string): EvalCase[] {
  const docs = path.join(dataDir, 'hoa-docs');
  if (!existsSync(docs)) return [];
  const read = (f: string) => readFileSync(path.join(docs, f));
  const schh = JSON.parse(readFileSync(new URL('./schh-truth.json', import.meta.url), 'utf8')) as {
    colors: { code: string; manufacturer: string; written: string }[];
  };
  const schhTruth = schh.colors.map((c) => ({
    code: c.code,
    manufacturer: c.manufacturer,
    name: c.written,
  }));
  const westchase = (f: string): Truth[] =>
    parseCsv(read(f).toString('utf8'))
      .slice(1)
      .filter((r) => r[1])
      .map((r) => ({ code: `SW ${r[1]}`, manufacturer: 'Sherwin-Williams', name: r[2] ?? '' }));
  return [
    {
      type: 'real: SCHH leaflet pdf',
      name: 'schh.pdf',
      bytes: read('schh-exterior-paint-faq-and-approved-codes.pdf'),
      truth: schhTruth,
    },
    {
      type: 'real: SCHH pdftotext',
      name: 'schh.txt',
      bytes: read('schh-exterior-paint-faq-and-approved-codes.pdftotext.txt'),
      truth: schhTruth,
    },
    {
      type: 'real: Westchase csv',
      name: 'westchase-approved.csv',
      bytes: read('westchase-approved-colors.csv'),
      truth: westchase('westchase-approved-colors.csv'),
    },
    {
      type: 'real: Westchase csv',
      name: 'westchase-white.csv',
      bytes: read('westchase-white-colors.csv'),
      truth: westchase('westchase-white-colors.csv'),
    },
    {
      type: 'real: Crofton scan (none)',
      name: 'crofton.pdf',
      bytes: read('crofton-chase-architectural-guidelines-1994-scanned.pdf'),
      truth: [],
    },
  ];
}

const PER_TYPE: Record<GeneratedType, { docs: number; colours: [number, number] }> = {
  txt: { docs: 8, colours: [25, 45] },
  'typed-pdf': { docs: 8, colours: [25, 45] },
  docx: { docs: 8, colours: [25, 45] },
  doc: { docs: 6, colours: [25, 45] },
  'scanned-pdf': { docs: 4, colours: [25, 35] },
  'photo-jpeg': { docs: 6, colours: [14, 18] },
};

/** Generated documents of the chosen types; `note` says what was skipped and why. */
export async function generatedCases(
  catalogue: readonly PaintColour[],
  seed: number,
  types: readonly GeneratedType[],
  note: (s: string) => void,
): Promise<EvalCase[]> {
  const out: EvalCase[] = [];
  for (const type of types) {
    const { docs, colours } = PER_TYPE[type];
    const made: { bytes: Buffer; truth: Truth[] }[] = [];
    for (let d = 0; d < docs; d++) {
      const rng = seeded(seed * 1000 + GENERATED_TYPES.indexOf(type) * 100 + d);
      let count = colours[0] + Math.floor(rng() * (colours[1] - colours[0]));
      for (;;) {
        const list = colourList(rng, catalogue, count);
        const forbidden =
          rng() < 0.3
            ? pick(
                rng,
                catalogue.filter((c) => c.brand === 'Sherwin-Williams'),
              )
            : undefined;
        const model = makeDocument(
          rng,
          list,
          forbidden && !list.includes(forbidden) ? forbidden : undefined,
        );
        const typed = await renderPdf(rng, model);
        // A photo shows one page: its document must fit on one.
        if (type === 'photo-jpeg' && (await PDFDocument.load(typed)).getPageCount() > 1) {
          count -= 2;
          continue;
        }
        const bytes =
          type === 'txt'
            ? Buffer.from(renderText(rng, model), 'utf8')
            : type === 'docx' || type === 'doc'
              ? await renderDocx(rng, model)
              : type === 'typed-pdf'
                ? typed
                : type === 'scanned-pdf'
                  ? await scannedPdf(rng, typed)
                  : await photographedPage(rng, typed);
        made.push({ bytes, truth: model.truth });
        break;
      }
    }
    if (type === 'doc') {
      const converted = await convertToDoc(made.map((m) => m.bytes));
      if (!converted) {
        note('.doc skipped: LibreOffice (soffice) is not installed.');
        continue;
      }
      converted.forEach((bytes, i) => (made[i]!.bytes = bytes));
    }
    made.forEach((m, i) => out.push({ type, name: `${type}-${i + 1}`, ...m }));
  }
  return out;
}
