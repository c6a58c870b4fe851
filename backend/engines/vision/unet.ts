/**
 * The house-surface U-Net (model/unet.onnx, trained by train/torch/train_unet.py on cmp-train and
 * generated house scenes only), run with onnxruntime on the CPU. Input: packed RGB at the working
 * resolution; output: per-pixel probabilities of other, body, trim and accent (the 12 CMP classes
 * summed into those groups inside the graph), averaged with the horizontally mirrored photo.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as Ort from 'onnxruntime-node';
import { MODEL_DIR } from './weights';

export const UNET_PATH = join(MODEL_DIR, 'unet.onnx');
/** The residual U-Net (half-width ResNet-18 encoder, weights stored as float16). */
export const UNET_RES_PATH = join(MODEL_DIR, 'unet-res.onnx');
/** The models the app averages (both trained by train/torch/train_unet.py). */
export const UNET_PATHS: readonly string[] = [UNET_RES_PATH, UNET_PATH];
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

/**
 * Probabilities of other, body, trim, accent for each pixel of a w x h packed RGB image: the mean
 * over the given models (an ensemble when there are several) of each model's mean over the photo
 * and its mirror image.
 */
export async function unetProbs(
  rgb: Uint8Array,
  w: number,
  h: number,
  paths: string | readonly string[] = UNET_PATHS,
): Promise<GroupProbs> {
  const list = typeof paths === 'string' ? [paths] : paths;
  if (!list.length) throw new Error('No vision model given');
  const nets = await Promise.all(list.map(session));
  const ort = await (runtime ?? import('onnxruntime-node'));
  const n = w * h;
  // batch of two: the photo and its mirror image (test-time flip averaging)
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
  const input = new ort.Tensor('float32', x, [2, 3, h, w]);
  const probs: GroupProbs = [
    new Float32Array(n),
    new Float32Array(n),
    new Float32Array(n),
    new Float32Array(n),
  ];
  const k = 0.5 / nets.length;
  for (const net of nets) {
    const out = await net.run({ image: input });
    const p = out.probs?.data;
    if (!(p instanceof Float32Array) || p.length !== 8 * n)
      throw new Error('Vision model gave an unexpected output');
    for (let g = 0; g < 4; g++) {
      const dst = probs[g] as Float32Array;
      for (let y = 0; y < h; y++) {
        for (let xx = 0; xx < w; xx++) {
          const i = y * w + xx;
          const m = y * w + (w - 1 - xx);
          dst[i] = (dst[i] ?? 0) + k * ((p[g * n + i] ?? 0) + (p[(4 + g) * n + m] ?? 0));
        }
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
