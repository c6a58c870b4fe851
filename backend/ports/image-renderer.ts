import type { SurfaceMasks } from './image-analyzer.ts';

/** Target paint per surface, as #RRGGBB. */
export type PaintColors = { mainBody: string; trim: string; accents: string };

/**
 * The after-image and which engine made its pixels ('local', 'openai'); when a preferred engine
 * failed and another stood in, `fallbackReason` says why.
 */
export type RenderResult = { jpeg: Buffer; engine: string; fallbackReason?: string };

/** Repaints the surfaces; returns a JPEG of the input's size, unchanged outside the masks. */
export interface ImageRenderer {
  render(image: Buffer, masks: SurfaceMasks, colors: PaintColors): Promise<RenderResult>;
}
