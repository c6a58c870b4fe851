import type { Knex } from 'knex';
import { createDocumentTextReader } from '../engines/documents/index.ts';
import { createHoaColourExtractor } from '../engines/hoa-colours/index.ts';
import type { ColourExtractor } from '../ports/colour-extractor.ts';
import type { DocumentTextReader } from '../ports/document-text.ts';
import { paintIndexProvider } from './paint-index.ts';

export type DocumentEngines = {
  documentReader: DocumentTextReader;
  colourExtractor: ColourExtractor;
  close: () => Promise<void>;
};

/** The offline HOA document engines: text (PDF, OCR, Word, text) and approved colours. */
export const createDocumentEngines = (db: Knex): DocumentEngines => {
  const documentReader = createDocumentTextReader();
  return {
    documentReader,
    colourExtractor: createHoaColourExtractor(paintIndexProvider(db)),
    close: () => documentReader.close(),
  };
};
