import type { Event } from '../../backend/core/decider.ts';
import type { ExtractedColour } from '../../backend/ports/colour-extractor.ts';
import type { DocumentKind } from '../../backend/ports/document-text.ts';

export type HoaDocumentUploaded = Event<
  'HoaDocumentUploaded',
  {
    documentId: string;
    userId: string;
    fileName: string;
    fileUrl: string;
    objectPath: string;
    kind: DocumentKind;
    sizeBytes: number;
    uploadedAt: string;
  }
>;
/** 'Start Processing': attempt 1 for a pending document, one more for each retry after a failure. */
export type HoaParsingStarted = Event<
  'HoaParsingStarted',
  { documentId: string; userId: string; attempt: number; startedAt: string }
>;
/** The text was read (kept in storage at textKey, so a resumed job need not read it again). */
export type HoaTextExtracted = Event<
  'HoaTextExtracted',
  {
    documentId: string;
    userId: string;
    attempt: number;
    textKey: string;
    pageCount: number;
    pagesRead: number;
    ocrPages: number;
    characters: number;
    /** Plain notes when a page or OCR-time cap was hit. */
    limits: string[];
    extractedAt: string;
  }
>;
export type HoaColorsExtracted = Event<
  'HoaColorsExtracted',
  {
    documentId: string;
    userId: string;
    attempt: number;
    colors: ExtractedColour[];
    extractedAt: string;
  }
>;
export type HoaParsingCompleted = Event<
  'HoaParsingCompleted',
  { documentId: string; userId: string; attempt: number; colorCount: number; completedAt: string }
>;
export type HoaParsingFailed = Event<
  'HoaParsingFailed',
  { documentId: string; userId: string; attempt: number; reason: string; failedAt: string }
>;
export type HoaDocumentDeleted = Event<
  'HoaDocumentDeleted',
  { documentId: string; userId: string; deletedAt: string }
>;

export type HoaDocumentEvent =
  | HoaDocumentUploaded
  | HoaParsingStarted
  | HoaTextExtracted
  | HoaColorsExtracted
  | HoaParsingCompleted
  | HoaParsingFailed
  | HoaDocumentDeleted;

export const hoaDocumentEventTypes = [
  'HoaDocumentUploaded',
  'HoaParsingStarted',
  'HoaTextExtracted',
  'HoaColorsExtracted',
  'HoaParsingCompleted',
  'HoaParsingFailed',
  'HoaDocumentDeleted',
] as const satisfies readonly HoaDocumentEvent['type'][];
