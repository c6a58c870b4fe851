import sharp from 'sharp';
import type { Knex } from 'knex';
import type { Config } from '../../core/config.ts';
import type { Logger } from '../../core/logger.ts';
import { syntheticHouse } from '../../engines/vision/synthetic.ts';
import type { ColourExtractor } from '../../ports/colour-extractor.ts';
import type { PaintColors } from '../../ports/image-renderer.ts';
import type { PromptService } from '../../../modules/prompts/index.ts';
import { createEngines, type Engines } from '../engines.ts';
import { createOpenAiClient, openAiHoaExtractor } from '../../adapters/openai/index.ts';
import {
  createColourVerifier,
  createHoaColourExtractor,
  mergeColours,
} from '../../engines/hoa-colours/index.ts';
import { paintIndexProvider } from '../paint-index.ts';
import { promptSource } from '../prompt-source.ts';

/** The built-in HOA text 'Test Service' reads for hoaProcessing. */
export const SAMPLE_HOA_TEXT = [
  'Maple Ridge Homeowners Association — Architectural Guidelines, Section 4: Exterior Paint',
  'Approved body colors: Sherwin-Williams SW 7015 Repose Gray; SW 7036 Accessible Beige.',
  'Approved trim colors: SW 7005 Pure White.',
  'Approved door and shutter colors: SW 6244 Naval.',
  'Fluorescent and neon colors are not permitted.',
].join('\n');

/** The colours 'Test Service' paints the sample house for paintGeneration. */
export const SAMPLE_PAINT: PaintColors = {
  mainBody: '#5F7161',
  trim: '#F2F0EB',
  accents: '#2F3D4C',
};

const SAMPLE_SIZE = { width: 800, height: 600 };

let samplePhoto: Promise<Buffer> | undefined;
/** The built-in house photo (a generated one, the same every time). */
export const sampleHousePhoto = (): Promise<Buffer> => {
  samplePhoto ??= sharp(syntheticHouse({ ...SAMPLE_SIZE, seed: 7 }).rgb, {
    raw: { ...SAMPLE_SIZE, channels: 3 },
  })
    .jpeg({ quality: 88 })
    .toBuffer();
  return samplePhoto;
};

export type PromptTester = (service: PromptService) => Promise<Record<string, unknown>>;

/**
 * 'Test Service': runs the real service (the local engines, or OpenAI with the current prompt
 * when configured) on a built-in sample, and answers what it produced.
 */
export const createPromptTester = (deps: {
  config: Config;
  db: Knex;
  logger: Logger;
  engines?: Engines;
  extractor?: ColourExtractor;
}): PromptTester => {
  let engines = deps.engines;
  let extractor = deps.extractor;
  const imageEngines = () => (engines ??= createEngines(deps.config, deps.db, deps.logger));
  const hoaExtractor = () => {
    if (extractor) return extractor;
    const paints = paintIndexProvider(deps.db);
    const local = createHoaColourExtractor(paints);
    extractor = deps.config.openai
      ? openAiHoaExtractor({
          client: createOpenAiClient(deps.config.openai),
          prompts: promptSource(deps.db),
          local,
          verify: createColourVerifier(paints),
          merge: mergeColours,
          logger: deps.logger,
        })
      : local;
    return extractor;
  };
  return async (service) => {
    const started = Date.now();
    const elapsed = () => ({ seconds: Math.round((Date.now() - started) / 100) / 10 });
    if (service === 'hoaProcessing') {
      const colors = await hoaExtractor().extract(SAMPLE_HOA_TEXT);
      return {
        service,
        sample: 'HOA guidelines text',
        input: SAMPLE_HOA_TEXT,
        colors,
        ...elapsed(),
      };
    }
    const photo = await sampleHousePhoto();
    const analysis = await imageEngines().analyzer.analyze(photo);
    if (service === 'imageAnalysis') {
      return {
        service,
        sample: 'house photo 800x600',
        engine: analysis.engine,
        analysis: analysis.analysis,
        ...elapsed(),
      };
    }
    const render = await imageEngines().renderer.render(photo, analysis.masks, SAMPLE_PAINT);
    const meta = await sharp(render.jpeg).metadata();
    return {
      service,
      sample: 'house photo 800x600',
      colors: SAMPLE_PAINT,
      engine: render.engine,
      ...(render.fallbackReason ? { fallbackReason: render.fallbackReason } : {}),
      afterImage: {
        format: meta.format,
        width: meta.width,
        height: meta.height,
        bytes: render.jpeg.length,
      },
      ...elapsed(),
    };
  };
};
