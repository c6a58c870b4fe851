/**
 * CurbHue offline vision engine (pure functions, no I/O besides image decoding).
 *
 *   analyzeSurfaces(image)                 -> masks, current colours and coverage of the
 *                                              main body, trim and accents of a house photo
 *   recolor(image, analysisOrMasks, paint) -> JPEG (same size) with the surfaces repainted
 *   compositeInside(original, edited, masks) -> JPEG: edited pixels only inside the surfaces
 *
 * Images are any format sharp decodes, already EXIF-rotated by the caller.
 */
import sharp from 'sharp';
import { loadFull, loadWorking, resizeRgb, workingSize, WORK_LONG_SIDE } from './image-io';
import { UNET_SIDES } from './unet';
import { segment } from './segment';
import { surfaceHex } from './colors';
import { makeGuide, masksToFull, refineMasks } from './refine';
import { applyLuts, buildLut, surfaceStats } from './recolor';
import type { PaintColors, SurfaceAnalysis, SurfaceColors, SurfaceMasks } from './types';

export type { PaintColors, SurfaceAnalysis, SurfaceColors, SurfaceMasks } from './types';
export { hexToLab, labToHex, deltaE2000, type Lab } from './lab';

export const JPEG_QUALITY = 92;
export { WORK_LONG_SIDE } from './image-io';

export interface AnalyzeOptions {
  /** Called when the U-Net cannot run and the fallback network is used instead. */
  onFallback?: (err: unknown) => void;
}

/**
 * Finds the main body, trim and accents of a house photo. Masks are soft (0..255, >= 128 means
 * "this surface") at a working resolution with long side WORK_LONG_SIDE (320 px); colours are
 * per-channel Lab medians of confidently labelled pixels. `style` is not guessed yet. Sky painted
 * as body next to the sky the networks left out is taken back (sky.ts).
 */
export async function analyzeSurfaces(
  image: Buffer,
  opts: AnalyzeOptions = {},
): Promise<SurfaceAnalysis> {
  // one decode at the networks' largest view, the working image made from it
  const src = await loadWorking(image, Math.max(WORK_LONG_SIDE, ...UNET_SIDES));
  const [w, h] = workingSize(src.w, src.h, WORK_LONG_SIDE);
  const wk = { ...src, ...(await resizeRgb(src, w, h)) };
  const seg = await segment(wk.rgb, wk.w, wk.h, { ...opts, source: src });
  const [mainBody, trim, accents] = seg.masks;
  const cover = (m: Uint8Array): number => {
    let c = 0;
    for (let i = 0; i < m.length; i++) if ((m[i] ?? 0) >= 128) c++;
    return c / m.length;
  };
  const colors: SurfaceColors = {};
  const body = surfaceHex(seg.planes, mainBody);
  if (body) colors.mainBody = body;
  const tr = surfaceHex(seg.planes, trim);
  if (tr) colors.trim = tr;
  const ac = surfaceHex(seg.planes, accents);
  if (ac) colors.accents = ac;
  return {
    width: wk.width,
    height: wk.height,
    masks: { maskWidth: wk.w, maskHeight: wk.h, mainBody, trim, accents },
    colors,
    coverage: { mainBody: cover(mainBody), trim: cover(trim), accents: cover(accents) },
  };
}

function masksOf(x: SurfaceAnalysis | SurfaceMasks): SurfaceMasks {
  return 'masks' in x ? x.masks : x;
}

/** Full-resolution refined masks (interleaved body, trim, accents; 0..255). */
async function fullMasks(rgb: Buffer, width: number, height: number, masks: SurfaceMasks) {
  const guide = await makeGuide(rgb, width, height);
  const refined = refineMasks(masks, guide);
  const full = await masksToFull(refined, guide.w, guide.h, width, height);
  return { guide, refined, full };
}

/**
 * Repaint main body, trim and accents with the given #RRGGBB colours, keeping the photo's
 * lightness variation (shading, texture). A surface whose colour is omitted is left as is.
 * Pixels outside every mask are copied unchanged (before JPEG encoding).
 */
export async function recolor(
  image: Buffer,
  analysis: SurfaceAnalysis | SurfaceMasks,
  colors: Partial<PaintColors>,
): Promise<Buffer> {
  const { rgb, width, height } = await recolorRaw(image, analysis, colors);
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/**
 * recolor() before JPEG encoding: packed RGB of the decoded input, repainted in place.
 * Also returns the full-resolution mask (3 interleaved channels) that decided what changed.
 */
export async function recolorRaw(
  image: Buffer,
  analysis: SurfaceAnalysis | SurfaceMasks,
  colors: Partial<PaintColors>,
): Promise<{ rgb: Buffer; width: number; height: number; mask: Uint8Array }> {
  const { rgb, width, height } = await loadFull(image);
  const { guide, refined, full } = await fullMasks(rgb, width, height, masksOf(analysis));
  const targets = [colors.mainBody, colors.trim, colors.accents];
  const luts = targets.map((hex, s) => {
    if (!hex) return undefined;
    const stats = surfaceStats(guide.rgb, refined, s, 3);
    return stats ? buildLut(hex, stats) : undefined;
  });
  applyLuts(new Uint8Array(rgb.buffer, rgb.byteOffset, rgb.length), full, luts);
  return { rgb, width, height, mask: full };
}

/**
 * Keep `edited` (e.g. an AI-edited version, any size; resized to fit) only inside the surface
 * masks; outside them the result equals the original photo (within JPEG rounding).
 */
export async function compositeInside(
  original: Buffer,
  edited: Buffer,
  masks: SurfaceAnalysis | SurfaceMasks,
): Promise<Buffer> {
  const { rgb, width, height } = await loadFull(original);
  const ed = await sharp(edited)
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  const { full } = await fullMasks(rgb, width, height, masksOf(masks));
  const n = width * height;
  for (let i = 0; i < n; i++) {
    const j = i * 3;
    const m = Math.min(255, (full[j] ?? 0) + (full[j + 1] ?? 0) + (full[j + 2] ?? 0));
    if (m === 0) continue;
    const t = m / 255;
    for (let c = 0; c < 3; c++)
      rgb[j + c] = Math.round((rgb[j + c] ?? 0) * (1 - t) + (ed[j + c] ?? 0) * t);
  }
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:4:4' })
    .toBuffer();
}
