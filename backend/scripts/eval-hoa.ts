/**
 * Scores the offline HOA engine (document reader + colour extractor) on the real HOA documents in
 * ../shared/data/hoa-docs and on documents generated from known colour lists in every format
 * (txt, typed PDF, .docx, .doc when LibreOffice is installed, PDF of page images, phone photo).
 * Extraction runs against the full paint catalogue (../shared/data/paint-colors, loaded here for
 * the evaluation only) and against the curated catalogue the product ships.
 *   tsx backend/scripts/eval-hoa.ts [--json] [--seed N] [--only real,txt,docx,...] [--verbose]
 *     [--dump DIR]  (writes each document and the text read from it)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CURATED_COLOURS,
  PaintIndex,
  mergeCatalogue,
  type PaintColour,
} from '../engines/colour/index.ts';
import { createDocumentTextReader } from '../engines/documents/index.ts';
import { createHoaColourExtractor } from '../engines/hoa-colours/index.ts';
import {
  GENERATED_TYPES,
  generatedCases,
  realCases,
  type EvalCase,
  type GeneratedType,
} from './eval-hoa/cases.ts';
import {
  addScores,
  emptyScore,
  precision,
  recall,
  scoreDocument,
  type Score,
} from './eval-hoa/score.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

const DATA_DIR = path.resolve(import.meta.dirname, '../../../shared/data');
const json = flag('json');
const log = (s: string) => {
  if (!json) console.log(s);
};

type Row = {
  type: string;
  docs: number;
  pages: number;
  seconds: number;
  full: Score;
  curated: Score;
};

async function main() {
  const allFile = path.join(DATA_DIR, 'paint-colors', 'all-paint-colors.json');
  if (!existsSync(allFile)) throw new Error(`The full paint catalogue is missing: ${allFile}`);
  const all = JSON.parse(readFileSync(allFile, 'utf8')) as PaintColour[];
  const full = new PaintIndex(mergeCatalogue(CURATED_COLOURS, all).catalogue);
  const curated = new PaintIndex(CURATED_COLOURS);
  const seed = Number(option('seed') ?? 1);
  const only = option('only')?.split(',');
  const types = GENERATED_TYPES.filter((t) => !only || only.includes(t)) as GeneratedType[];

  const cases: EvalCase[] = [
    ...(only && !only.includes('real') ? [] : realCases(DATA_DIR)),
    ...(await generatedCases(full.all(), seed, types, log)),
  ];
  const reader = createDocumentTextReader();
  const extractFull = createHoaColourExtractor(async () => full);
  const extractCurated = createHoaColourExtractor(async () => curated);
  const rows = new Map<string, Row>();
  for (const c of cases) {
    const started = performance.now();
    const text = await reader.read(c.bytes);
    const joined = text.pages.map((p) => p.text).join('\n\f');
    const dump = option('dump');
    if (dump) {
      mkdirSync(dump, { recursive: true });
      writeFileSync(path.join(dump, `${c.name}.txt`), joined);
      writeFileSync(path.join(dump, `${c.name}.bin`), c.bytes);
    }
    const found = await extractFull.extract(joined);
    const seconds = (performance.now() - started) / 1000;
    const scoreFull = scoreDocument(c.truth, found);
    const scoreCurated = scoreDocument(c.truth, await extractCurated.extract(joined));
    const row = rows.get(c.type) ?? {
      type: c.type,
      docs: 0,
      pages: 0,
      seconds: 0,
      full: emptyScore(),
      curated: emptyScore(),
    };
    row.docs++;
    row.pages += Math.max(1, text.pages.length);
    row.seconds += seconds;
    row.full = addScores(row.full, scoreFull);
    row.curated = addScores(row.curated, scoreCurated);
    rows.set(c.type, row);
    if (flag('verbose') && (scoreFull.fn || scoreFull.fp)) {
      log(`  ${c.name}: missed ${scoreFull.misses.join('; ') || '-'}`);
      log(`  ${c.name}: extra ${scoreFull.extras.join('; ') || '-'}`);
    }
    if (text.limits.length) log(`  ${c.name}: ${text.limits.join('; ')}`);
  }
  await reader.close();

  const pct = (v: number) => (v * 100).toFixed(1).padStart(6);
  log('');
  log(
    'document type              docs pages truth found  prec.%  recall%  s/page | curated only: prec.%  recall%',
  );
  for (const r of rows.values()) {
    const truth = r.full.tp + r.full.fn;
    const found = r.full.tp + r.full.fp;
    if (json) {
      console.log(
        JSON.stringify({
          type: r.type,
          docs: r.docs,
          pages: r.pages,
          truth,
          found,
          precision: +precision(r.full).toFixed(4),
          recall: +recall(r.full).toFixed(4),
          secondsPerPage: +(r.seconds / r.pages).toFixed(2),
          curatedPrecision: +precision(r.curated).toFixed(4),
          curatedRecall: +recall(r.curated).toFixed(4),
        }),
      );
      continue;
    }
    log(
      `${r.type.padEnd(26)} ${String(r.docs).padStart(4)} ${String(r.pages).padStart(5)} ${String(truth).padStart(5)} ${String(found).padStart(5)} ${pct(precision(r.full))}  ${pct(recall(r.full))}  ${(r.seconds / r.pages).toFixed(2).padStart(6)} |              ${pct(precision(r.curated))}  ${pct(recall(r.curated))}`,
    );
  }
}

await main();
