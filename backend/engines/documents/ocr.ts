// Tesseract OCR, offline: the English model comes from the @tesseract.js-data/eng npm package
// (never a CDN), and one scheduler per process is started on first use, shared by every page and
// document, and terminated when idle or on shutdown.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Scheduler } from 'tesseract.js';

const require = createRequire(import.meta.url);
const LANG_PATH = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

type Box = { x0: number; y0: number; x1: number; y1: number };
export type OcrWord = { text: string; confidence: number; bbox: Box };
export type OcrLine = { confidence: number; bbox: Box; words: OcrWord[] };
export type OcrResult = { text: string; confidence: number; lines: OcrLine[] };

const IDLE_MS = 30_000;

let scheduler: Promise<Scheduler> | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let running = 0;

async function start(workers: number): Promise<Scheduler> {
  // loaded with the first scan, not with the server (see pdf.ts)
  const { createScheduler, createWorker, OEM, PSM } = await import('tesseract.js');
  const s = createScheduler();
  const made = await Promise.all(
    Array.from({ length: workers }, () =>
      createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none' }),
    ),
  );
  for (const w of made) {
    await w.setParameters({
      // One column of lines of any size: table columns stay (automatic page segmentation
      // dropped a narrow column of codes); the layout keeps columns apart by position anyway.
      tessedit_pageseg_mode: PSM.SINGLE_COLUMN,
      preserve_interword_spaces: '1',
      user_defined_dpi: '200',
      // Tesseract's own notices ('Detected 4 diacritics') would go to the console.
      debug_file: '/dev/null',
    });
    s.addWorker(w);
  }
  return s;
}

/** Stops the OCR workers (the next recognition starts them again). */
export async function terminateOcr(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = undefined;
  const current = scheduler;
  scheduler = undefined;
  if (current) await (await current.catch(() => undefined))?.terminate();
}

function armIdleTimer(): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (running === 0) void terminateOcr();
  }, IDLE_MS);
  idleTimer.unref();
}

/** Reads the text of one image (PNG/JPEG bytes); lines keep their positions and confidences. */
export async function recognise(
  image: Buffer,
  options: { workers?: number } = {},
): Promise<OcrResult> {
  scheduler ??= start(Math.max(1, options.workers ?? 1));
  const current = scheduler;
  running++;
  try {
    const result = await (
      await current
    ).addJob('recognize', image, {}, { text: true, blocks: true });
    const lines: OcrLine[] = [];
    for (const block of result.data.blocks ?? []) {
      for (const paragraph of block.paragraphs) {
        for (const line of paragraph.lines) {
          const words = line.words.map((w) => ({
            text: w.text,
            confidence: w.confidence,
            bbox: w.bbox,
          }));
          lines.push({ confidence: line.confidence, bbox: line.bbox, words });
        }
      }
    }
    return { text: result.data.text, confidence: result.data.confidence, lines };
  } finally {
    running--;
    armIdleTimer();
  }
}
