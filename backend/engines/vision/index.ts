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
import { makeGuide, maskBand, masksToFull, refineMasks } from './refine';
import { applyLuts, buildLut, surfaceStats } from './recolor';
import type { PaintColors, SurfaceAnalysis, SurfaceColors, SurfaceMasks } from './types';
import { hardLabels, type FixGuide } from './fix';

export type { PaintColors, SurfaceAnalysis, SurfaceColors, SurfaceMasks } from './types';
export { hexToLab, labToHex, deltaE2000, type Lab } from './lab';

export const JPEG_QUALITY = 92;
/**
 * The renders' JPEG settings. Optimised Huffman coding is off: it makes libjpeg hold the whole
 * image's coefficients for a second pass (150 MB at 12 MP); without it the file is about 4 %
 * larger and decodes to exactly the same pixels.
 */
const JPEG_OUT = { quality: JPEG_QUALITY, chromaSubsampling: '4:4:4', optimiseCoding: false };
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
  const { rgb, width, height } = await loadFull(image);
  await repaint(rgb, width, height, masksOf(analysis), colors);
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg(JPEG_OUT)
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
  const mask = new Uint8Array(width * height * 3);
  await repaint(rgb, width, height, masksOf(analysis), colors, (top, band) =>
    mask.set(band, top * width * 3),
  );
  return { rgb, width, height, mask };
}

/** Rows per band of the full-resolution mask (3 MB of mask at 4000 px wide). */
const MASK_BAND_ROWS = 256;

/**
 * Repaints the decoded photo in place, a band of rows at a time: each band's full-resolution
 * mask is made, applied and dropped (`onBand` sees it first).
 */
async function repaint(
  rgb: Buffer,
  width: number,
  height: number,
  masks: SurfaceMasks,
  colors: Partial<PaintColors>,
  onBand?: (top: number, band: Uint8Array) => void,
): Promise<void> {
  const guide = await makeGuide(rgb, width, height);
  const refined = refineMasks(masks, guide);
  const targets = [colors.mainBody, colors.trim, colors.accents];
  const luts = targets.map((hex, s) => {
    if (!hex) return undefined;
    const stats = surfaceStats(guide.rgb, refined, s, 3);
    return stats ? buildLut(hex, stats) : undefined;
  });
  const pixels = new Uint8Array(rgb.buffer, rgb.byteOffset, rgb.length);
  for (let top = 0; top < height; top += MASK_BAND_ROWS) {
    const rows = Math.min(MASK_BAND_ROWS, height - top);
    const band = await maskBand(refined, guide.w, guide.h, width, height, top, rows);
    applyLuts(pixels.subarray(top * width * 3, (top + rows) * width * 3), band, luts);
    onBand?.(top, band);
  }
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
    .jpeg(JPEG_OUT)
    .toBuffer();
}

export {
  applyFix,
  hardLabels,
  makeFixGuide,
  FIX_PARAMS,
  type FixGuide,
  type FixLabel,
  type WorkingFix,
} from './fix';
export { applyFixes, RELABEL_PARAMS } from './relabel';

/** The photo at the masks' size, as the analysis saw it (packed RGB). */
export async function workingRgb(image: Buffer, w: number, h: number): Promise<Uint8Array> {
  const src = await loadWorking(image, Math.max(WORK_LONG_SIDE, ...UNET_SIDES));
  return (await resizeRgb(src, w, h)).rgb;
}

/**
 * Current colours (#RRGGBB) of the surfaces in `masks`, from the guide's Lab planes (every
 * second pixel of every second row: a median needs no more, and a tap's answer stays quick).
 */
export function fixedColours(guide: FixGuide, masks: SurfaceMasks): SurfaceColors {
  const { w, h } = guide;
  const idx: number[] = [];
  for (let y = 0; y < h; y += 2) for (let x = 0; x < w; x += 2) idx.push(y * w + x);
  const pick = <T extends Float32Array | Uint8Array>(src: T, make: (n: number) => T): T => {
    const out = make(idx.length);
    idx.forEach((i, k) => (out[k] = src[i] ?? 0));
    return out;
  };
  const f32 = (n: number) => new Float32Array(n);
  const u8 = (n: number) => new Uint8Array(n);
  const planes = {
    w: idx.length,
    h: 1,
    L: pick(guide.planes.L, f32),
    a: pick(guide.planes.a, f32),
    b: pick(guide.planes.b, f32),
  };
  const colors: SurfaceColors = {};
  const body = surfaceHex(planes, pick(masks.mainBody, u8));
  if (body) colors.mainBody = body;
  const tr = surfaceHex(planes, pick(masks.trim, u8));
  if (tr) colors.trim = tr;
  const ac = surfaceHex(planes, pick(masks.accents, u8));
  if (ac) colors.accents = ac;
  return colors;
}

/** Overlay tints (RGB) of body, trim and accents; the legend on screen uses the same. */
export const OVERLAY_TINTS = ['#ff7043', '#29b6f6', '#ab47bc'] as const;

/** The masks as an RGBA PNG at their size: each surface's pixels in its tint, half opaque. */
export async function overlayPng(masks: SurfaceMasks): Promise<Buffer> {
  const labels = hardLabels(masks);
  const tints = OVERLAY_TINTS.map((hex) => [1, 3, 5].map((o) => parseInt(hex.slice(o, o + 2), 16)));
  const rgba = Buffer.alloc(labels.length * 4);
  labels.forEach((l, i) => {
    if (!l) return;
    const t = tints[l - 1] ?? [0, 0, 0];
    rgba[i * 4] = t[0] ?? 0;
    rgba[i * 4 + 1] = t[1] ?? 0;
    rgba[i * 4 + 2] = t[2] ?? 0;
    rgba[i * 4 + 3] = 140;
  });
  return sharp(rgba, { raw: { width: masks.maskWidth, height: masks.maskHeight, channels: 4 } })
    .png({ compressionLevel: 3 })
    .toBuffer();
}
