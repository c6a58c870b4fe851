/**
 * Full-resolution repaint. For each surface the new colour depends only on the pixel's
 * lightness: L' = L_target + (L - L_surfaceMean) * k, a' = a_target, b' = b_target (chroma
 * reduced only when out of the sRGB gamut). That is baked into a 4096-entry LUT indexed by
 * luminance Y, so the per-pixel work is three table look-ups and a blend with the soft mask.
 */
import { SRGB_TO_LINEAR, hexToLab, labToLinearRgb, linearToSrgb, yToL, type Lab } from './lab';

const LUT_SIZE = 4096;

/** Linear-light luminance contribution tables pre-scaled to the LUT index range. */
const YR = Float32Array.from(SRGB_TO_LINEAR, (v) => v * 0.2126729 * (LUT_SIZE - 1));
const YG = Float32Array.from(SRGB_TO_LINEAR, (v) => v * 0.7151522 * (LUT_SIZE - 1));
const YB = Float32Array.from(SRGB_TO_LINEAR, (v) => v * 0.072175 * (LUT_SIZE - 1));

export function lumIndex(r: number, g: number, b: number): number {
  return Math.min(LUT_SIZE - 1, ((YR[r] ?? 0) + (YG[g] ?? 0) + (YB[b] ?? 0) + 0.5) | 0);
}

function inGamut(lab: Lab): boolean {
  const rgb = labToLinearRgb(lab);
  return rgb.every((v) => v >= -1e-4 && v <= 1 + 1e-4);
}

/** Largest chroma scale in [0,1] keeping Lab(L, s*a, s*b) inside sRGB. */
function gamutMap(lab: Lab): Lab {
  if (inGamut(lab)) return lab;
  let lo = 0;
  let hi = 1;
  for (let it = 0; it < 14; it++) {
    const mid = (lo + hi) / 2;
    if (inGamut({ L: lab.L, a: lab.a * mid, b: lab.b * mid })) lo = mid;
    else hi = mid;
  }
  return { L: lab.L, a: lab.a * lo, b: lab.b * lo };
}

export interface SurfaceStats {
  /** Mean L* of the surface's pixels (mask-weighted). */
  meanL: number;
  /** 5th and 95th percentile of L* on the surface. */
  lowL: number;
  highL: number;
}

/** Mask-weighted L statistics of a surface from an RGB image and its 0..255 mask channel. */
export function surfaceStats(
  rgb: Uint8Array,
  mask: Uint8Array,
  channel: number,
  stride: number,
): SurfaceStats | undefined {
  const hist = new Float64Array(LUT_SIZE);
  let wsum = 0;
  const n = rgb.length / 3;
  for (let i = 0; i < n; i++) {
    const m = mask[i * stride + channel] ?? 0;
    if (m < 128) continue;
    const k = lumIndex(rgb[i * 3] ?? 0, rgb[i * 3 + 1] ?? 0, rgb[i * 3 + 2] ?? 0);
    hist[k] = (hist[k] ?? 0) + m;
    wsum += m;
  }
  if (wsum === 0) return undefined;
  let acc = 0;
  let mean = 0;
  let lowL = -1;
  let highL = -1;
  for (let k = 0; k < LUT_SIZE; k++) {
    const wk = hist[k] ?? 0;
    if (wk === 0) continue;
    const L = yToL(k / (LUT_SIZE - 1));
    mean += L * wk;
    acc += wk;
    if (lowL < 0 && acc >= 0.05 * wsum) lowL = L;
    if (highL < 0 && acc >= 0.95 * wsum) highL = L;
  }
  return { meanL: mean / wsum, lowL, highL };
}

/** Identity on [5, 95], smooth roll-off into [0, 100] outside (keeps highlight/shadow detail). */
function softClip(L: number): number {
  if (L > 95) return 95 + 5 * Math.tanh((L - 95) / 5);
  if (L < 5) return 5 - 5 * Math.tanh((5 - L) / 5);
  return L;
}

/** LUT (3 x LUT_SIZE, interleaved RGB) mapping luminance index -> repainted sRGB. */
export function buildLut(target: string, stats: SurfaceStats): Uint8Array {
  const t = hexToLab(target);
  let k = 1;
  if (stats.meanL - stats.lowL > 1e-3) k = Math.min(k, (t.L - 1) / (stats.meanL - stats.lowL));
  if (stats.highL - stats.meanL > 1e-3) k = Math.min(k, (99 - t.L) / (stats.highL - stats.meanL));
  k = Math.max(0.75, k);
  const lut = new Uint8Array(LUT_SIZE * 3);
  for (let i = 0; i < LUT_SIZE; i++) {
    const L = yToL(i / (LUT_SIZE - 1));
    const Lp = softClip(t.L + (L - stats.meanL) * k);
    const [r, g, b] = labToLinearRgb(gamutMap({ L: Lp, a: t.a, b: t.b }));
    lut[i * 3] = linearToSrgb(r);
    lut[i * 3 + 1] = linearToSrgb(g);
    lut[i * 3 + 2] = linearToSrgb(b);
  }
  return lut;
}

/**
 * In place: blend each pixel towards its surface LUT colour by the 3-channel full-res mask.
 * Pixels whose three mask values are 0 are not written at all.
 */
export function applyLuts(
  rgb: Uint8Array,
  mask: Uint8Array,
  luts: (Uint8Array | undefined)[],
): void {
  const n = rgb.length / 3;
  for (let i = 0; i < n; i++) {
    const j = i * 3;
    const m0 = luts[0] ? (mask[j] ?? 0) : 0;
    const m1 = luts[1] ? (mask[j + 1] ?? 0) : 0;
    const m2 = luts[2] ? (mask[j + 2] ?? 0) : 0;
    const msum = m0 + m1 + m2;
    if (msum === 0) continue;
    const r = rgb[j] ?? 0;
    const g = rgb[j + 1] ?? 0;
    const b = rgb[j + 2] ?? 0;
    const li = lumIndex(r, g, b) * 3;
    const norm = msum > 255 ? 1 / msum : 1 / 255;
    let dr = 0;
    let dg = 0;
    let db = 0;
    for (let s = 0; s < 3; s++) {
      const m = s === 0 ? m0 : s === 1 ? m1 : m2;
      const lut = luts[s];
      if (m === 0 || !lut) continue;
      const wgt = m * norm;
      dr += wgt * ((lut[li] ?? 0) - r);
      dg += wgt * ((lut[li + 1] ?? 0) - g);
      db += wgt * ((lut[li + 2] ?? 0) - b);
    }
    rgb[j] = Math.round(r + dr);
    rgb[j + 1] = Math.round(g + dg);
    rgb[j + 2] = Math.round(b + db);
  }
}
