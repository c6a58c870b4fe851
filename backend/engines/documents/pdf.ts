// A PDF's text: each page's text layer (pdfjs-dist), and for a page without one (a scan) the
// page rendered to an image (@napi-rs/canvas) and read by OCR, within the reader's caps.
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api';
import { UnreadableDocumentError, type DocumentText } from '../../ports/document-text.ts';
import { layoutPageText } from './text-layout.ts';

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));

/** A page whose text layer has fewer letters or digits than this is read by OCR (if it has a picture). */
const MIN_TEXT_LAYER_CHARS = 40;
/** Rendered pages are kept under this many pixels whatever the page size. */
const MAX_RENDER_PIXELS = 12_000_000;

export type PdfReadOptions = {
  maxPages: number;
  maxOcrPages: number;
  ocrBudgetMs: number;
  dpi: number;
  signal?: AbortSignal;
  ocr: (png: Buffer) => Promise<string>;
};

/**
 * pdf.js and the canvas load with the first PDF: with the other document readers they are about
 * 35 MB that a server need not hold before an HOA document arrives (issue 19's memory bench).
 */
let pdfjsModule: Promise<typeof Pdfjs> | undefined;
const loadPdfjs = () => (pdfjsModule ??= import('./pdfjs.ts').then((m) => m.default));

async function hasPicture(page: PDFPageProxy): Promise<boolean> {
  const { OPS } = await loadPdfjs();
  const imageOps = new Set([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
    OPS.paintImageXObjectRepeat,
  ]);
  const ops = await page.getOperatorList();
  return ops.fnArray.some((fn) => imageOps.has(fn));
}

async function renderPage(page: PDFPageProxy, dpi: number): Promise<Buffer> {
  const base = page.getViewport({ scale: 1 });
  const wanted = dpi / 72;
  const scale = Math.min(wanted, Math.sqrt(MAX_RENDER_PIXELS / (base.width * base.height)));
  const viewport = page.getViewport({ scale });
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  return canvas.encode('png');
}

async function open(bytes: Buffer) {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${path.join(PDFJS_DIR, 'standard_fonts')}/`,
    cMapUrl: `${path.join(PDFJS_DIR, 'cmaps')}/`,
    cMapPacked: true,
    isEvalSupported: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    return { task, doc: await task.promise };
  } catch (error) {
    await task.destroy();
    if (error instanceof Error && error.name === 'PasswordException')
      throw new UnreadableDocumentError(
        'The PDF is protected by a password. Upload a copy without one.',
      );
    throw new UnreadableDocumentError('The PDF is damaged and cannot be read.');
  }
}

/** Pages rendered to PNG (scans are made from them in evaluations and tests). */
export async function renderPdfPages(bytes: Buffer, dpi: number, maxPages = 50): Promise<Buffer[]> {
  const { task, doc } = await open(bytes);
  try {
    const out: Buffer[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, maxPages); n++)
      out.push(await renderPage(await doc.getPage(n), dpi));
    return out;
  } finally {
    await task.destroy();
  }
}

export async function readPdf(bytes: Buffer, options: PdfReadOptions): Promise<DocumentText> {
  const { task, doc } = await open(bytes);
  const pages: DocumentText['pages'] = [];
  const limits: string[] = [];
  let ocrPages = 0;
  let ocrMs = 0;
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      options.signal?.throwIfAborted();
      if (n > options.maxPages) {
        limits.push(`Read the first ${options.maxPages} of ${doc.numPages} pages`);
        break;
      }
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const text = layoutPageText(content.items.flatMap((i) => ('str' in i ? [i] : [])));
      if (
        text.replace(/[^\p{L}\p{N}]/gu, '').length >= MIN_TEXT_LAYER_CHARS ||
        !(await hasPicture(page))
      ) {
        pages.push({ text, source: 'text-layer' });
        continue;
      }
      if (ocrPages >= options.maxOcrPages) {
        limits.push(`Read the first ${n - 1} of ${doc.numPages} pages`);
        break;
      }
      if (ocrMs >= options.ocrBudgetMs) {
        limits.push(`OCR stopped after ${Math.round(ocrMs / 1000)} s`);
        break;
      }
      const started = performance.now();
      const ocrText = await options.ocr(await renderPage(page, options.dpi));
      ocrMs += performance.now() - started;
      ocrPages++;
      pages.push({ text: [text, ocrText].filter((t) => t.trim()).join('\n\n'), source: 'ocr' });
    }
  } finally {
    await task.destroy();
  }
  return { pages, pageCount: doc.numPages, limits };
}
