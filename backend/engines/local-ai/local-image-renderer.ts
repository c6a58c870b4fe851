import { recolor } from '../vision/index.ts';
import type { SurfaceMasks } from '../../ports/image-analyzer.ts';
import type { ImageRenderer, PaintColors } from '../../ports/image-renderer.ts';
import { recolorOffThread } from './vision-pool.ts';

/** The offline renderer: repaints in CIELAB inside soft, edge-aware masks; nothing else changes. */
export const localImageRenderer: ImageRenderer = {
  render: async (image: Buffer, masks: SurfaceMasks, colors: PaintColors) => ({
    jpeg: await recolor(image, masks, colors),
    engine: 'local',
  }),
};

/** The same renderer with its pixel work in the vision worker thread (the app's choice). */
export const offThreadImageRenderer: ImageRenderer = {
  render: async (image: Buffer, masks: SurfaceMasks, colors: PaintColors) => ({
    jpeg: await recolorOffThread(image, masks, colors),
    engine: 'local',
  }),
};
