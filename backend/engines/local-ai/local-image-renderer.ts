import { recolor } from '../vision/index.ts';
import type { SurfaceMasks } from '../../ports/image-analyzer.ts';
import type { ImageRenderer, PaintColors } from '../../ports/image-renderer.ts';

/** The offline renderer: repaints in CIELAB inside soft, edge-aware masks; nothing else changes. */
export const localImageRenderer: ImageRenderer = {
  render: async (image: Buffer, masks: SurfaceMasks, colors: PaintColors) => ({
    jpeg: await recolor(image, masks, colors),
    engine: 'local',
  }),
};
