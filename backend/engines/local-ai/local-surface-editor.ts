import { describePaint, type PaintIndex } from '../colour/index.ts';
import {
  applyFixes,
  RELABEL_PARAMS,
  fixedColours,
  makeFixGuide,
  overlayPng,
  workingRgb,
  type FixGuide,
  type FixLabel,
  type WorkingFix,
} from '../vision/index.ts';
import type { PhotoAnalysis, SurfaceMasks, SurfaceName } from '../../ports/image-analyzer.ts';
import type {
  EditedPhoto,
  FixSurface,
  SurfaceEditor,
  SurfaceFix,
} from '../../ports/surface-editor.ts';

const LABEL: Record<FixSurface, FixLabel> = { none: 0, mainBody: 1, trim: 2, accents: 3 };
const SURFACES: readonly SurfaceName[] = ['mainBody', 'trim', 'accents'];

/** A fix in the photo's coordinates → the masks' working coordinates. */
export const toWorkingFix = (
  fix: SurfaceFix,
  photo: { width: number; height: number },
  masks: { maskWidth: number; maskHeight: number },
): WorkingFix => {
  const sx = masks.maskWidth / photo.width;
  const sy = masks.maskHeight / photo.height;
  const at = (p: { x: number; y: number }) => ({
    x: Math.floor(p.x * sx),
    y: Math.floor(p.y * sy),
  });
  const label = LABEL[fix.surface];
  return 'point' in fix ? { label, point: at(fix.point) } : { label, stroke: fix.stroke.map(at) };
};

/** A small least-recently-used cache. */
class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: string, v: V): void {
    this.map.delete(key);
    this.map.set(key, v);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value ?? '');
  }
}

/**
 * The offline surface editor. Per photo it keeps the photo at the masks' size and its segments
 * (made once), and the masks after each prefix of the fixes, so a new fix costs one region.
 */
export const localSurfaceEditor = (paints: () => Promise<PaintIndex>): SurfaceEditor => {
  const guides = new Lru<Promise<FixGuide>>(16);
  const results = new Lru<SurfaceMasks>(256);

  const guideOf = (photo: EditedPhoto, masks: SurfaceMasks): Promise<FixGuide> => {
    const key = `${photo.key}@${masks.maskWidth}x${masks.maskHeight}`;
    let guide = guides.get(key);
    if (!guide) {
      guide = photo
        .bytes()
        .then((bytes) => workingRgb(bytes, masks.maskWidth, masks.maskHeight))
        .then((rgb) => makeFixGuide(rgb, masks.maskWidth, masks.maskHeight));
      guide.catch(() => undefined);
      guides.set(key, guide);
    }
    return guide;
  };

  return {
    apply: async (photo, masks, fixes) => {
      if (fixes.length === 0) return masks;
      const key = (n: number) => `${photo.key}:${JSON.stringify(fixes.slice(0, n))}`;
      const cached = results.get(key(fixes.length));
      if (cached) return cached;
      const guide = await guideOf(photo, masks);
      // from the longest prefix of the fixes already applied (taps in order cost one region each)
      let n = fixes.length - 1;
      while (n > 0 && !results.get(key(n))) n--;
      const prefix = n > 0 ? results.get(key(n)) : undefined;
      const current = applyFixes(
        guide,
        masks,
        fixes.map((fix) => toWorkingFix(fix, photo, masks)),
        prefix && RELABEL_PARAMS.method === 0 ? { masks: prefix, n } : undefined,
      );
      results.set(key(fixes.length), current);
      return current;
    },
    overlay: (masks) => overlayPng(masks),
    colours: async (photo, masks) => {
      const [guide, index] = await Promise.all([guideOf(photo, masks), paints()]);
      const found = fixedColours(guide, masks);
      const surfaces: PhotoAnalysis['surfaces'] = {};
      for (const name of SURFACES) {
        const hex = found[name];
        if (!hex) continue;
        const nearest = index.nearest(hex);
        surfaces[name] = { currentColor: nearest ? describePaint(nearest.colour) : hex, hex };
      }
      return surfaces;
    },
  };
};
