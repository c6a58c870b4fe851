import { describePaint, type PaintIndex } from '../colour/index.ts';
import { analyzeSurfaces, type AnalyzeOptions, type SurfaceAnalysis } from '../vision/index.ts';
import type {
  AnalysisResult,
  ImageAnalyzer,
  PhotoAnalysis,
  SurfaceName,
} from '../../ports/image-analyzer.ts';

const SURFACES: readonly SurfaceName[] = ['mainBody', 'trim', 'accents'];

/** The vision engine's analyzeSurfaces, on this thread or another (vision-pool.ts). */
export type SurfaceFinder = (
  image: Buffer,
  opts: AnalyzeOptions,
) => Promise<Pick<SurfaceAnalysis, 'masks' | 'colors' | 'style'>>;

/**
 * The offline analyser: the vision engine finds the surfaces and their colours; each colour
 * is named by the nearest paint of the catalogue ('SW 7015 Repose Gray').
 */
export const localImageAnalyzer = (
  paints: () => Promise<PaintIndex>,
  onFallback?: (err: unknown) => void,
  findSurfaces: SurfaceFinder = analyzeSurfaces,
): ImageAnalyzer => ({
  analyze: async (image: Buffer): Promise<AnalysisResult> => {
    const [found, index] = await Promise.all([
      findSurfaces(image, onFallback ? { onFallback } : {}),
      paints(),
    ]);
    const surfaces: PhotoAnalysis['surfaces'] = {};
    for (const name of SURFACES) {
      const hex = found.colors[name];
      if (!hex) continue;
      const nearest = index.nearest(hex);
      surfaces[name] = { currentColor: nearest ? describePaint(nearest.colour) : hex, hex };
    }
    return {
      analysis: { surfaces, architecture: found.style ? { style: found.style } : {} },
      masks: found.masks,
      engine: 'local',
    };
  },
});
