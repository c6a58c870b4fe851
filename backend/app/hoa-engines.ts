import type { Knex } from 'knex';
import type { Config } from '../core/config.ts';
import type { Logger } from '../core/logger.ts';
import { createDocumentTextReader } from '../engines/documents/index.ts';
import { createHoaColourExtractor } from '../engines/hoa-colours/index.ts';
import type { ColourExtractor } from '../ports/colour-extractor.ts';
import type { DocumentTextReader } from '../ports/document-text.ts';
import { paintIndexProvider } from './paint-index.ts';

export type HoaEngines = {
  reader: DocumentTextReader;
  extractor: ColourExtractor;
  /** Stops the shared OCR workers; call it when the process shuts down. */
  close: () => Promise<void>;
};

/** The HOA document engines: the offline reader and extractor (OpenAI joins in when configured). */
export const createHoaEngines = (_config: Config, db: Knex, _logger: Logger): HoaEngines => {
  const reader = createDocumentTextReader();
  const extractor = createHoaColourExtractor(paintIndexProvider(db));
  return { reader, extractor, close: () => reader.close() };
};
