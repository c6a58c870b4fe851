import type { Knex } from 'knex';
import type { Config } from '../core/config.ts';
import type { Logger } from '../core/logger.ts';
import { createOpenAiClient, openAiHoaExtractor } from '../adapters/openai/index.ts';
import { createDocumentTextReader } from '../engines/documents/index.ts';
import {
  createColourVerifier,
  createHoaColourExtractor,
  mergeColours,
} from '../engines/hoa-colours/index.ts';
import type { ColourExtractor } from '../ports/colour-extractor.ts';
import type { DocumentTextReader } from '../ports/document-text.ts';
import { paintIndexProvider } from './paint-index.ts';
import { promptSource } from './prompt-source.ts';

export type HoaEngines = {
  reader: DocumentTextReader;
  extractor: ColourExtractor;
  /** Stops the shared OCR workers; call it when the process shuts down. */
  close: () => Promise<void>;
};

/**
 * The HOA document engines: the offline reader and extractor, and with OPENAI_API_KEY the
 * `hoaProcessing` prompt's answer merged in (checked against the catalogue and the document).
 */
export const createHoaEngines = (config: Config, db: Knex, logger: Logger): HoaEngines => {
  const reader = createDocumentTextReader();
  const paints = paintIndexProvider(db);
  const local = createHoaColourExtractor(paints);
  const extractor = config.openai
    ? openAiHoaExtractor({
        client: createOpenAiClient(config.openai),
        prompts: promptSource(db),
        local,
        verify: createColourVerifier(paints),
        merge: mergeColours,
        logger,
      })
    : local;
  return { reader, extractor, close: () => reader.close() };
};
