/**
 * The house-surface U-Nets (model/unet-res-int8.onnx, unet-res2-int8.onnx and unet.onnx, trained by
 * train/torch/train_unet.py on cmp-train and generated house scenes only), run with onnxruntime on
 * the CPU. Input: packed RGB, looked at with several long sides (UNET_SIDES); output: per-pixel
 * probabilities of other, body, trim and accent (the 12 CMP classes summed into those groups inside
 * the graph) on the working grid, averaged over the models, the sizes and the mirrored photo.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as Ort from 'onnxruntime-node';
import { MODEL_DIR } from './weights';
import { atLongSide, type RgbImage } from './image-io';
import { bilinear } from './refine';

export const UNET_PATH = join(MODEL_DIR, 'unet.onnx');
/**
 * The residual U-Net (half-width ResNet-18 encoder), its convolutions quantized to int8
 * (train/torch/quantize_int8.py: 1.5x faster, held-out IoU within 0.001 of float32).
 */
export const UNET_RES_PATH = join(MODEL_DIR, 'unet-res-int8.onnx');
/** A second residual U-Net (another seed, trained with uneven lighting), quantized the same way. */
export const UNET_RES2_PATH = join(MODEL_DIR, 'unet-res2-int8.onnx');
/** The models the app averages (all trained by train/torch/train_unet.py). */
export const UNET_PATHS: readonly string[] = [UNET_RES_PATH, UNET_RES2_PATH, UNET_PATH];
/**
 * Long sides (px) at which the app's networks look at a photo (their answers are averaged); chosen
 * on held-out training images (train/torch/README.md). A 256-px view was dropped in the fifth
 * session: it painted a band of sky above real rooflines and cost held-out IoU on generated houses.
 */
export const UNET_SIDES: readonly number[] = [384, 512];
/** Decision weights calibrated on held-out training images (train/calibrate-unet.ts). */
export const UNET_CALIBRATION_PATH = join(MODEL_DIR, 'unet.calibration.json');

export type GroupProbs = [Float32Array, Float32Array, Float32Array, Float32Array];

/** The native runtime is loaded on first use, so a platform without it only loses the U-Net. */
let runtime: Promise<typeof Ort> | undefined;
const sessions = new Map<string, Promise<Ort.InferenceSession>>();

function session(path: string): Promise<Ort.InferenceSession> {
  let s = sessions.get(path);
  if (!s) {
    runtime ??= import('onnxruntime-node');
    s = existsSync(path)
      ? runtime.then((ort) =>
          ort.InferenceSession.create(path, {
            intraOpNumThreads: 2,
            interOpNumThreads: 1,
            graphOptimizationLevel: 'all',
            // No CPU arena and no memory pattern: each run's activations (tens of MB at 512 px)
            // go back to the allocator afterwards instead of staying reserved per model: the
            // peak of an analysis and a render in one process fell from 700 to 450 MB (same
            // masks) for about 15 % more CPU time (issue 19).
            enableCpuMemArena: false,
            enableMemPattern: false,
          }),
        )
      : Promise.reject(new Error(`Vision model missing: ${path}`));
    sessions.set(path, s);
  }
  return s;
}

export interface UnetOptions {
  /** ONNX model file(s); several are averaged (default UNET_PATHS). */
  models?: string | readonly string[];
  /**
   * Long sides (px) at which the networks look at the image; their answers are averaged
   * (default: the image as it is).
   */
  sides?: readonly number[];
  /**
   * 'both' (default): each model looks at each size of the image and of its mirror image.
   * 'alternate': each model x size pair looks at one of the two, the mirror image when the model's
   * index plus the size's index is odd, so the ensemble still sees both with half the passes.
   */
  flip?: UnetFlip;
}

export type UnetFlip = 'both' | 'alternate';
/** How the app flips: 'alternate' scored the same as 'both' on held-out folders (torch/README.md). */
export const UNET_FLIP: UnetFlip = 'alternate';

/**
 * Probabilities of other, body, trim, accent for each pixel of an outW x outH grid over `image`:
 * the mean over the models (an ensemble when there are several), the image sizes and the
 * mirror image (see UnetOptions.flip).
 */
export async function unetProbs(
  image: RgbImage,
  outW = image.w,
  outH = image.h,
  opts: UnetOptions = {},
): Promise<GroupProbs> {
  const models = opts.models ?? UNET_PATHS;
  const list = typeof models === 'string' ? [models] : models;
  if (!list.length) throw new Error('No vision model given');
  const nets = await Promise.all(list.map(session));
  const views = opts.sides?.length
    ? await Promise.all(opts.sides.map((s) => atLongSide(image, s)))
    : [image];
  const n = outW * outH;
  const probs: GroupProbs = [
    new Float32Array(n),
    new Float32Array(n),
    new Float32Array(n),
    new Float32Array(n),
  ];
  const k = 1 / (nets.length * views.length);
  for (const [j, view] of views.entries()) {
    for (const [m, net] of nets.entries()) {
      const mirrored = opts.flip === 'alternate' ? [(m + j) % 2 === 1] : [false, true];
      const p = await runView(net, view, mirrored);
      for (let g = 0; g < 4; g++) {
        const plane = p[g] as Float32Array;
        const src =
          view.w === outW && view.h === outH
            ? plane
            : bilinear(plane, view.w, view.h, outW, outH, 1);
        const dst = probs[g] as Float32Array;
        for (let i = 0; i < n; i++) dst[i] = (dst[i] ?? 0) + k * (src[i] ?? 0);
      }
    }
  }
  return probs;
}

/**
 * One network's group probabilities for `view`: the mean of its answers for the copies listed in
 * `mirrored` (false: the image, true: its mirror image, answered back in the image's geometry),
 * run as one batch.
 */
async function runView(
  net: Ort.InferenceSession,
  { rgb, w, h }: RgbImage,
  mirrored: readonly boolean[],
): Promise<GroupProbs> {
  const ort = await (runtime ?? import('onnxruntime-node'));
  const n = w * h;
  const b = mirrored.length;
  // where pixel (y, x) of the image is in a copy (the mirror image swaps left and right)
  const at = (y: number, x: number, copy: number): number =>
    y * w + (mirrored[copy] ? w - 1 - x : x);
  const x = new Float32Array(b * 3 * n);
  for (let y = 0; y < h; y++)
    for (let xx = 0; xx < w; xx++) {
      const i = y * w + xx;
      for (let copy = 0; copy < b; copy++) {
        const o = copy * 3 * n + at(y, xx, copy);
        for (let c = 0; c < 3; c++) x[o + c * n] = (rgb[i * 3 + c] ?? 0) / 255;
      }
    }
  const out = await net.run({ image: new ort.Tensor('float32', x, [b, 3, h, w]) });
  const p = out.probs?.data;
  if (!(p instanceof Float32Array) || p.length !== b * 4 * n)
    throw new Error('Vision model gave an unexpected output');
  const probs: GroupProbs = [
    new Float32Array(n),
    new Float32Array(n),
    new Float32Array(n),
    new Float32Array(n),
  ];
  for (let g = 0; g < 4; g++) {
    const dst = probs[g] as Float32Array;
    for (let y = 0; y < h; y++)
      for (let xx = 0; xx < w; xx++) {
        let s = 0;
        for (let copy = 0; copy < b; copy++) s += p[(copy * 4 + g) * n + at(y, xx, copy)] ?? 0;
        dst[y * w + xx] = s / b;
      }
  }
  return probs;
}

let calibration: number[] | undefined;

/** Log-scale decision biases of other, body, trim, accent (zeros when not calibrated). */
export function unetGroupBias(): number[] {
  calibration ??= existsSync(UNET_CALIBRATION_PATH)
    ? readGroupBias(UNET_CALIBRATION_PATH)
    : [0, 0, 0, 0];
  return calibration;
}

/** The decision biases stored in a calibration file (zeros when it holds none). */
export function readGroupBias(path: string): number[] {
  const json = JSON.parse(readFileSync(path, 'utf8')) as { groupBias?: unknown };
  const b = json.groupBias;
  return Array.isArray(b) && b.length === 4 && b.every((v) => typeof v === 'number')
    ? (b as number[])
    : [0, 0, 0, 0];
}

/** Applies the calibrated decision weights in place and renormalises to probabilities. */
export function calibrate(probs: GroupProbs, bias = unetGroupBias()): void {
  const e = bias.map(Math.exp);
  const n = probs[0].length;
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (let g = 0; g < 4; g++) s += (probs[g]?.[i] ?? 0) * (e[g] ?? 1);
    if (s <= 0) continue;
    for (let g = 0; g < 4; g++) {
      const p = probs[g] as Float32Array;
      p[i] = ((p[i] ?? 0) * (e[g] ?? 1)) / s;
    }
  }
}
