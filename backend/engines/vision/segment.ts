/**
 * Surface segmentation at the working resolution, grouped into body / trim / accent / other.
 * Main model: the convolutional U-Net of unet.ts (onnxruntime). Fallback when that runtime cannot
 * load: the small per-pixel network of cnn.ts on hand-made colour / texture features, with sky
 * and vegetation priors for street photos. Both were trained on CMP's 12 facade classes. After the
 * decision, specks and stray painted flecks are dropped and a thin sky halo painted as body is
 * taken back (sky.ts).
 */
import { boxMean, rgbToLabPlanes, stage1Features, type LabPlanes } from './features';
import { loadCnn, CMP_CLASSES } from './weights';
import { skyPrior, vegetationPrior } from './priors';
import { removeSmallComponents, removeStrayRegions } from './cleanup';
import { trimSkyHalo } from './sky';
import { calibrate, unetProbs, UNET_FLIP, UNET_SIDES, type GroupProbs } from './unet';
import type { RgbImage } from './image-io';

/** Model output indices (CMP index - 1) forming each paintable surface. */
export const SURFACE_GROUPS = {
  body: [1],
  trim: [4, 5, 9, 10],
  accent: [3, 7],
} as const;

/**
 * Smallest kept connected region per surface (fraction of the image): body, trim, accent; about
 * 15, 15 and 38 pixels at the 320 x 240 working size.
 */
const MIN_COMPONENT = [0.0002, 0.0002, 0.0005] as const;

/**
 * Smallest painted region (body, trim and accents joined; fraction of the image) kept when it lies
 * farther than STRAY_REACH (fraction of the long side: 3 px at 320) from every larger one. Wall
 * pieces between windows are often regions of their own: the first sessions' rule, 0.004 per
 * surface, dropped them and cost 0.01 held-out mean IoU (torch/README.md, seventh session).
 */
const STRAY_REGION = 0.004;
const STRAY_REACH = 0.01;

export type SurfaceName = keyof typeof SURFACE_GROUPS;
export const SURFACES: SurfaceName[] = ['body', 'trim', 'accent'];

export interface Segmentation {
  w: number;
  h: number;
  planes: LabPlanes;
  /** Probability planes: other, body, trim, accent. */
  probs: [Float32Array, Float32Array, Float32Array, Float32Array];
  /** Hard labels: 0 other, 1 body, 2 trim, 3 accent. */
  labels: Uint8Array;
  /** Soft masks 0..255 for body, trim, accent. */
  masks: [Uint8Array, Uint8Array, Uint8Array];
}

export interface SegmentOptions {
  /**
   * Apply the sky / vegetation priors (default: yes for the fallback network; no for the U-Net,
   * which learned sky and plants itself and scores higher without them on held-out images).
   */
  priors?: boolean;
}

/**
 * Segmentation by the U-Net; falls back to the per-pixel network (and says why through
 * `onFallback`) when the ONNX runtime or the model cannot be loaded.
 */
export async function segment(
  rgb: Uint8Array,
  w: number,
  h: number,
  opts: SegmentOptions & {
    model?: string | readonly string[];
    /** Long sides at which the U-Nets look at the photo (default UNET_SIDES). */
    sides?: readonly number[];
    /** A larger copy of the photo for the networks to look at (default: the working image). */
    source?: RgbImage;
    onFallback?: (err: unknown) => void;
  } = {},
): Promise<Segmentation> {
  let probs: GroupProbs;
  try {
    probs = await unetProbs(opts.source ?? { rgb, w, h }, w, h, {
      models: opts.model,
      sides: opts.sides ?? UNET_SIDES,
      flip: UNET_FLIP,
    });
  } catch (err) {
    opts.onFallback?.(err);
    return segmentWithCnn(rgb, w, h, opts);
  }
  calibrate(probs);
  const planes = rgbToLabPlanes(rgb, w, h);
  if (opts.priors === true) applyPriors(planes, probs);
  return decide(planes, probs, w, h);
}

/** Segmentation by the fallback per-pixel network (synchronous). */
export function segmentWithCnn(
  rgb: Uint8Array,
  w: number,
  h: number,
  opts: SegmentOptions = {},
): Segmentation {
  const n = w * h;
  const planes = rgbToLabPlanes(rgb, w, h);
  const C = CMP_CLASSES.length;
  const f1 = stage1Features(planes);
  const cnn = loadCnn();
  const p2 = cnn.predict(f1, w, h);
  const bias = cnn.groupBias.map((b) => Math.exp(b));
  const group = (idx: readonly number[]): Float32Array => {
    const g = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      let s = 0;
      for (const c of idx) s += p2[i * C + c] ?? 0;
      g[i] = s;
    }
    return g;
  };
  const body = group(SURFACE_GROUPS.body);
  const trim = group(SURFACE_GROUPS.trim);
  const accent = group(SURFACE_GROUPS.accent);
  // calibrated decision weights, renormalised to probabilities
  for (let i = 0; i < n; i++) {
    const b = (body[i] ?? 0) * (bias[1] ?? 1);
    const t = (trim[i] ?? 0) * (bias[2] ?? 1);
    const a = (accent[i] ?? 0) * (bias[3] ?? 1);
    const o = Math.max(0, 1 - (body[i] ?? 0) - (trim[i] ?? 0) - (accent[i] ?? 0)) * (bias[0] ?? 1);
    const s = b + t + a + o || 1;
    body[i] = b / s;
    trim[i] = t / s;
    accent[i] = a / s;
  }
  const probs: GroupProbs = [new Float32Array(n), body, trim, accent];
  if (opts.priors !== false) applyPriors(planes, probs);
  return decide(planes, probs, w, h);
}

/** Scales the surface probabilities down where the sky and vegetation priors fire. */
function applyPriors(planes: LabPlanes, probs: GroupProbs): void {
  const sky = skyPrior(planes);
  const veg = vegetationPrior(planes);
  for (let i = 0; i < probs[0].length; i++) {
    const keep = (1 - (sky[i] ?? 0)) * (1 - (veg[i] ?? 0));
    for (let s = 1; s < 4; s++) {
      const p = probs[s] as Float32Array;
      p[i] = (p[i] ?? 0) * keep;
    }
  }
}

/** Turns group probabilities into hard labels and soft masks, dropping specks. */
function decide(planes: LabPlanes, raw: GroupProbs, w: number, h: number): Segmentation {
  const n = w * h;
  // light spatial smoothing of the probabilities before the decision
  const probs: [Float32Array, Float32Array, Float32Array, Float32Array] = [
    new Float32Array(n),
    boxMean(raw[1], w, h, 1),
    boxMean(raw[2], w, h, 1),
    boxMean(raw[3], w, h, 1),
  ];
  for (let i = 0; i < n; i++) {
    probs[0][i] = Math.max(0, 1 - (probs[1][i] ?? 0) - (probs[2][i] ?? 0) - (probs[3][i] ?? 0));
  }
  const labels = new Uint8Array(n);
  const masks: [Uint8Array, Uint8Array, Uint8Array] = [
    new Uint8Array(n),
    new Uint8Array(n),
    new Uint8Array(n),
  ];
  for (let i = 0; i < n; i++) {
    let best = 0;
    for (let c = 1; c < 4; c++) if ((probs[c]?.[i] ?? 0) > (probs[best]?.[i] ?? 0)) best = c;
    labels[i] = best;
    for (let s = 1; s < 4; s++) {
      let other = 0;
      for (let c = 0; c < 4; c++) if (c !== s) other = Math.max(other, probs[c]?.[i] ?? 0);
      const margin = (probs[s]?.[i] ?? 0) - other;
      const m = masks[s - 1] as Uint8Array;
      m[i] = Math.round(255 * Math.min(1, Math.max(0, 0.5 + margin * 2.5)));
    }
  }
  removeSmallComponents(labels, masks, w, h, MIN_COMPONENT);
  const reach = Math.max(1, Math.round(STRAY_REACH * Math.max(w, h)));
  removeStrayRegions(labels, masks, w, h, STRAY_REGION, reach);
  for (const i of trimSkyHalo(planes, labels)) for (const m of masks) m[i] = 0;
  return { w, h, planes, probs, labels, masks };
}
