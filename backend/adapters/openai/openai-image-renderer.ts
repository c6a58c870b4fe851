import type OpenAI from 'openai';
import { toFile } from 'openai';
import sharp from 'sharp';
import type { Logger } from '../../core/logger.ts';
import type { SurfaceMasks } from '../../ports/image-analyzer.ts';
import type { ImageRenderer, PaintColors } from '../../ports/image-renderer.ts';
import type { PromptSource } from '../../ports/prompt-source.ts';
import { IMAGE_CALL_TIMEOUT_MS } from './openai-client.ts';

/** Keeps the edited pixels only inside the surfaces (the vision engine's compositeInside). */
export type CompositeInside = (
  original: Buffer,
  edited: Buffer,
  masks: SurfaceMasks,
) => Promise<Buffer>;

const EDIT_SIZE = 1536;

/** The edit mask: transparent where paint goes (what the model may change), opaque elsewhere. */
const editMask = async (masks: SurfaceMasks, width: number, height: number): Promise<Buffer> => {
  const n = masks.maskWidth * masks.maskHeight;
  const rgba = Buffer.alloc(n * 4, 255);
  for (let i = 0; i < n; i++) {
    if (masks.mainBody[i]! + masks.trim[i]! + masks.accents[i]! >= 96) rgba[i * 4 + 3] = 0;
  }
  return sharp(rgba, { raw: { width: masks.maskWidth, height: masks.maskHeight, channels: 4 } })
    .resize(width, height, { fit: 'fill', kernel: 'nearest' })
    .png()
    .toBuffer();
};

const fillPrompt = (template: string, colors: PaintColors) =>
  template
    .replaceAll('{bodyColor}', colors.mainBody)
    .replaceAll('{trimColor}', colors.trim)
    .replaceAll('{accentColor}', colors.accents);

/**
 * The after-image from an image-edit model with the `paintGeneration` prompt, composited back
 * into the photo through the local masks: such models change pixels they were told to keep,
 * so outside the painted surfaces the result is the photo itself. Falls back to the local
 * renderer when the call or the compositing fails: the result then says 'local' and why, and the
 * reason is logged.
 */
export const openAiImageRenderer = (deps: {
  client: OpenAI;
  prompts: PromptSource;
  local: ImageRenderer;
  composite: CompositeInside;
  logger: Logger;
}): ImageRenderer => ({
  render: async (image, masks, colors) => {
    try {
      const { prompt, model } = await deps.prompts('paintGeneration');
      const resized = await sharp(image)
        .resize(EDIT_SIZE, EDIT_SIZE, { fit: 'inside' })
        .png()
        .toBuffer({ resolveWithObject: true });
      const result = await deps.client.images.edit(
        {
          model,
          image: await toFile(resized.data, 'house.png', { type: 'image/png' }),
          mask: await toFile(
            await editMask(masks, resized.info.width, resized.info.height),
            'mask.png',
            { type: 'image/png' },
          ),
          prompt: fillPrompt(prompt, colors),
          size: 'auto',
        },
        { timeout: IMAGE_CALL_TIMEOUT_MS },
      );
      const b64 = result.data?.[0]?.b64_json;
      if (!b64) throw new Error('the answer held no image');
      return {
        jpeg: await deps.composite(image, Buffer.from(b64, 'base64'), masks),
        engine: 'openai',
      };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      deps.logger.warn({ reason }, 'OpenAI image edit failed; using the local engine');
      return { ...(await deps.local.render(image, masks, colors)), fallbackReason: reason };
    }
  },
});
