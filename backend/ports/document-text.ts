/** The kinds of HOA document CurbHue reads (SPEC §5: pdf, jpeg, jpg, png, webp, txt, doc, docx). */
export type DocumentKind = 'pdf' | 'jpeg' | 'png' | 'webp' | 'txt' | 'doc' | 'docx';

/** The text of a document, page by page, and how it was read. */
export type DocumentText = {
  /** One entry per page read (a single entry for txt, doc, docx and images). */
  pages: { text: string; source: 'text-layer' | 'ocr' | 'file' }[];
  /** Pages in the document (may exceed pages.length when a cap was hit). */
  pageCount: number;
  /** Plain notes for the user when a page or OCR-time cap was hit, e.g. 'Read the first 20 of 60 pages'. */
  limits: string[];
};

/** Reads the text of an HOA document, choosing the reader by the file's bytes (never its name). */
export interface DocumentTextReader {
  /** The document's kind from its bytes, or undefined when it is none CurbHue reads. */
  detect(bytes: Buffer): DocumentKind | undefined;
  /** Throws UnreadableDocumentError (with a plain reason) when the file cannot be read. */
  read(bytes: Buffer, options?: { signal?: AbortSignal }): Promise<DocumentText>;
}

/** A document that cannot be read; `message` is a plain reason a user can act on. */
export class UnreadableDocumentError extends Error {
  override readonly name = 'UnreadableDocumentError';
}
