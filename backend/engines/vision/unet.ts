/**
 * The house-surface U-Nets (model/unet-res.onnx, unet-res2.onnx and unet.onnx, trained by
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
/** The residual U-Net (half-width ResNet-18 encoder, weights stored as float16). */
export const UNET_RES_PATH = join(MODEL_DIR, 'unet-res.onnx');
/** A second residual U-Net: another seed, trained with uneven lighting (shade, sun patches). */
export const UNET_RES2_PATH = join(MODEL_DIR, 'unet-res2.onnx');
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
}

/**
 * Probabilities of other, body, trim, accent for each pixel of an outW x outH grid over `image`:
 * the mean over the models (an ensemble when there are several) and over the image sizes of each
 * one's mean over the image and its mirror image.
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
  for (const view of views) {
    const input = await mirroredBatch(view);
    for (const net of nets) {
      const p = await runMirrored(net, input, view);
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

/** A batch of two: the image and its mirror image (test-time flip averaging). */
async function mirroredBatch({ rgb, w, h }: RgbImage): Promise<Ort.Tensor> {
  const ort = await (runtime ?? import('onnxruntime-node'));
  const n = w * h;
  const x = new Float32Array(2 * 3 * n);
  for (let y = 0; y < h; y++) {
    for (let xx = 0; xx < w; xx++) {
      const i = y * w + xx;
      const m = y * w + (w - 1 - xx);
      for (let c = 0; c < 3; c++) {
        const v = (rgb[i * 3 + c] ?? 0) / 255;
        x[c * n + i] = v;
        x[(3 + c) * n + m] = v;
      }
    }
  }
  return new ort.Tensor('float32', x, [2, 3, h, w]);
}

/** One network's group probabilities: the mean of its answers for the image and its mirror. */
async function runMirrored(
  net: Ort.InferenceSession,
  input: Ort.Tensor,
  { w, h }: RgbImage,
): Promise<GroupProbs> {
  const n = w * h;
  const out = await net.run({ image: input });
  const p = out.probs?.data;
  if (!(p instanceof Float32Array) || p.length !== 8 * n)
    throw new Error('Vision model gave an unexpected output');
  const probs: GroupProbs = [
    new Float32Array(n),
    new Float32Array(n),
    new Float32Array(n),
    new Float32Array(n),
  ];
  for (let g = 0; g < 4; g++) {
    const dst = probs[g] as Float32Array;
    for (let y = 0; y < h; y++) {
      for (let xx = 0; xx < w; xx++) {
        const i = y * w + xx;
        const m = y * w + (w - 1 - xx);
        dst[i] = 0.5 * ((p[g * n + i] ?? 0) + (p[(4 + g) * n + m] ?? 0));
      }
    }
  }
  return probs;
}

let calibration: number[] | undefined;

/** Log-scale decision biases of other, body, trim, accent (zeros when not calibrated). */
export function unetGroupBias(): number[] {
  if (!calibration) {
    calibration = [0, 0, 0, 0];
    if (existsSync(UNET_CALIBRATION_PATH)) {
      const json = JSON.parse(readFileSync(UNET_CALIBRATION_PATH, 'utf8')) as {
        groupBias?: unknown;
      };
      const b = json.groupBias;
      if (Array.isArray(b) && b.length === 4 && b.every((v) => typeof v === 'number'))
        calibration = b as number[];
    }
  }
  return calibration;
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
