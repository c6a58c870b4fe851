import type OpenAI from 'openai';
import sharp from 'sharp';
import { z } from 'zod';
import type { Logger } from '../../core/logger.ts';
import type { AnalysisResult, ImageAnalyzer, PhotoAnalysis } from '../../ports/image-analyzer.ts';
import type { PromptSource } from '../../ports/prompt-source.ts';
import { IMAGE_CALL_TIMEOUT_MS } from './openai-client.ts';

const Surface = z.object({
  currentColor: z.string().trim().min(1).max(120),
  hex: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .transform((h) => h.toUpperCase())
    .optional()
    .catch(undefined),
});
/** The model's answer must have this shape, or the local analysis is used. */
export const OpenAiAnalysis = z.object({
  surfaces: z.object({
    mainBody: Surface.optional(),
    trim: Surface.optional(),
    accents: Surface.optional(),
  }),
  architecture: z.object({ style: z.string().trim().min(1).max(60).optional() }).optional(),
});

const asDataUrl = async (image: Buffer) =>
  `data:image/jpeg;base64,${(await sharp(image).resize(1024, 1024, { fit: 'inside' }).jpeg({ quality: 85 }).toBuffer()).toString('base64')}`;

/**
 * Vision analysis with the admin-edited `imageAnalysis` prompt. The surfaces' masks always
 * come from the local engine (renders need them); the model names colours and the style.
 * Any failure (network, timeout, an answer of the wrong shape) falls back to the local analysis.
 */
export const openAiImageAnalyzer = (deps: {
  client: OpenAI;
  prompts: PromptSource;
  local: ImageAnalyzer;
  logger: Logger;
}): ImageAnalyzer => ({
  analyze: async (image: Buffer): Promise<AnalysisResult> => {
    const local = await deps.local.analyze(image);
    try {
      const { prompt, model } = await deps.prompts('imageAnalysis');
      const completion = await deps.client.chat.completions.create(
        {
          model,
          response_format: { type: 'json_object' },
          messages: [
            {
              role: 'user',
              content: [
                { type: 'text', text: prompt },
                { type: 'image_url', image_url: { url: await asDataUrl(image), detail: 'low' } },
              ],
            },
          ],
        },
        { timeout: IMAGE_CALL_TIMEOUT_MS },
      );
      const answer = OpenAiAnalysis.parse(JSON.parse(completion.choices[0]?.message.content ?? ''));
      const surfaces: PhotoAnalysis['surfaces'] = { ...local.analysis.surfaces };
      for (const name of ['mainBody', 'trim', 'accents'] as const) {
        const s = answer.surfaces[name];
        if (!s) continue;
        const hex = s.hex ?? local.analysis.surfaces[name]?.hex;
        surfaces[name] = hex
          ? { currentColor: s.currentColor, hex }
          : { currentColor: s.currentColor };
      }
      const style = answer.architecture?.style ?? local.analysis.architecture.style;
      return {
        analysis: { surfaces, architecture: style ? { style } : {} },
        masks: local.masks,
        engine: 'openai',
      };
    } catch (error) {
      deps.logger.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'OpenAI image analysis failed; using the local engine',
      );
      return local;
    }
  },
});
