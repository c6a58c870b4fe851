import type { Knex } from 'knex';
import type { Config } from '../core/config.ts';
import type { Logger } from '../core/logger.ts';
import {
  createOpenAiClient,
  openAiImageAnalyzer,
  openAiImageRenderer,
} from '../adapters/openai/index.ts';
import {
  analyzeSurfacesOffThread,
  localImageAnalyzer,
  localSurfaceEditor,
  offThreadImageRenderer,
} from '../engines/local-ai/index.ts';
import type { SurfaceEditor } from '../ports/surface-editor.ts';
import { compositeInside } from '../engines/vision/index.ts';
import type { ImageAnalyzer } from '../ports/image-analyzer.ts';
import type { ImageRenderer } from '../ports/image-renderer.ts';
import { paintIndexProvider } from './paint-index.ts';
import { promptSource } from './prompt-source.ts';

export type Engines = { analyzer: ImageAnalyzer; renderer: ImageRenderer; surfaces: SurfaceEditor };

/**
 * The offline engines, wrapped by the OpenAI ones when OPENAI_API_KEY is set. Their pixel work
 * runs in a worker thread, so a 12 MP photo never holds up the HTTP requests of this process.
 */
export const createEngines = (config: Config, db: Knex, logger: Logger): Engines => {
  const paints = paintIndexProvider(db);
  const local = {
    surfaces: localSurfaceEditor(paints),
    analyzer: localImageAnalyzer(
      paints,
      (err) =>
        logger.warn({ err }, 'surface U-Net unavailable; analysing with the fallback network'),
      analyzeSurfacesOffThread,
    ),
    renderer: offThreadImageRenderer,
  };
  if (!config.openai) return local;
  const client = createOpenAiClient(config.openai);
  const prompts = promptSource(db);
  return {
    surfaces: local.surfaces,
    analyzer: openAiImageAnalyzer({ client, prompts, local: local.analyzer, logger }),
    renderer: openAiImageRenderer({
      client,
      prompts,
      local: local.renderer,
      composite: compositeInside,
      logger,
    }),
  };
};
