// Public surface of the document engine: an HOA document's text, offline, whatever its format.
import {
  UnreadableDocumentError,
  type DocumentText,
  type DocumentTextReader,
} from '../../ports/document-text.ts';
import { decodeText, detectKind } from './detect.ts';
import { prepareForOcr } from './image-prep.ts';
import { recognise, terminateOcr } from './ocr.ts';
import { layoutOcrLines } from './ocr-layout.ts';
import { readDoc, readDocx } from './office.ts';
import { readPdf } from './pdf.ts';

export { detectKind, decodeText } from './detect.ts';
export { estimateSkew, prepareForOcr } from './image-prep.ts';
export { layoutPageText, CELL_GAP } from './text-layout.ts';
export { terminateOcr } from './ocr.ts';
export { renderPdfPages } from './pdf.ts';

export type DocumentReaderOptions = {
  /** Pages read at most (default 50); more gives 'Read the first N of M pages'. */
  maxPages?: number;
  /** Pages without a text layer read by OCR at most (default 20). */
  maxOcrPages?: number;
  /** Total OCR time per document (default 120 s); more gives 'OCR stopped after N s'. */
  ocrBudgetMs?: number;
  /** Resolution scanned PDF pages are rendered at for OCR (default 200 dpi). */
  dpi?: number;
  /** Tesseract workers in this process (default 1; they are shared by every document). */
  ocrWorkers?: number;
};

export type DocumentReader = DocumentTextReader & {
  /** Stops the shared OCR workers (call on shutdown; the next OCR starts them again). */
  close(): Promise<void>;
};

export function createDocumentTextReader(options: DocumentReaderOptions = {}): DocumentReader {
  const caps = {
    maxPages: options.maxPages ?? 50,
    maxOcrPages: options.maxOcrPages ?? 20,
    ocrBudgetMs: options.ocrBudgetMs ?? 120_000,
    dpi: options.dpi ?? 200,
  };
  const ocr = async (image: Buffer): Promise<string> => {
    const prepared = await prepareForOcr(image);
    return layoutOcrLines((await recognise(prepared, { workers: options.ocrWorkers })).lines);
  };
  const single = (text: string, source: 'ocr' | 'file'): DocumentText => ({
    pages: [{ text, source }],
    pageCount: 1,
    limits: [],
  });

  return {
    detect: detectKind,
    close: terminateOcr,
    read: async (bytes, readOptions = {}) => {
      const kind = detectKind(bytes);
      switch (kind) {
        case undefined:
          throw new UnreadableDocumentError(
            'This file is not a PDF, a picture (JPEG, PNG, WebP), a Word document or a text file.',
          );
        case 'pdf':
          return readPdf(bytes, { ...caps, signal: readOptions.signal, ocr });
        case 'jpeg':
        case 'png':
        case 'webp':
          return single(await ocr(bytes), 'ocr');
        case 'docx':
          return single(await readDocx(bytes), 'file');
        case 'doc':
          return single(await readDoc(bytes), 'file');
        case 'txt':
          return single(decodeText(bytes) ?? '', 'file');
      }
    },
  };
}
