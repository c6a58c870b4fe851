import type { SurfaceMasks } from './image-analyzer.ts';

/** Target paint per surface, as #RRGGBB. */
export type PaintColors = { mainBody: string; trim: string; accents: string };

/** Repaints the surfaces; returns a JPEG of the input's size, unchanged outside the masks. */
export interface ImageRenderer {
  render(
    image: Buffer,
    masks: SurfaceMasks,
    colors: PaintColors,
  ): Promise<{ jpeg: Buffer; engine: string }>;
}
