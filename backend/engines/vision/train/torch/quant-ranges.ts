/**
 * Measures the value ranges of the tensors quantize_int8.py quantizes, by running its probe model
 * on training images only (every 12th of the cmp-train images outside the held-out split, and
 * generated houses from a seed used for nothing else), each at the app's view sizes.
 *   npx tsx backend/engines/vision/train/torch/export-synth.ts 24 /tmp/torchseg/synth-cal 999
 *   npx tsx backend/engines/vision/train/torch/quant-ranges.ts PROBE.onnx POINTS.json RANGES.json
 * A range is [the 0.001 % lowest value, the 0.001 % highest value] over all runs, so a handful of
 * extreme activations do not coarsen every other value's step.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as ort from 'onnxruntime-node';
import { atLongSide, type RgbImage } from '../../image-io';
import { UNET_SIDES } from '../../unet';
import { rawIndex, rawRgb } from '../datasets';

const [probePath, pointsPath, out] = process.argv.slice(2);
if (!probePath || !pointsPath || !out)
  throw new Error('usage: quant-ranges.ts PROBE.onnx POINTS.json RANGES.json');
const { points, images } = JSON.parse(readFileSync(pointsPath, 'utf8')) as {
  points: string[];
  images: string[];
};

function rawFolder(dir: string, names?: Set<string>): RgbImage[] {
  return (rawIndex(dir) ?? [])
    .filter((e) => !names || names.has(e.name))
    .map((e) => rawRgb(dir, e));
}

const photos = [
  ...rawFolder('/tmp/torchseg/data', new Set(images.filter((_, i) => i % 12 === 0))),
  ...rawFolder('/tmp/torchseg/synth-cal').slice(0, 12),
];
const net = await ort.InferenceSession.create(probePath, { graphOptimizationLevel: 'basic' });
const low = new Map<string, number>();
const high = new Map<string, number>();
for (const photo of photos)
  for (const side of UNET_SIDES) {
    const v = await atLongSide(photo, side);
    const n = v.w * v.h;
    const x = new Float32Array(3 * n);
    for (let i = 0; i < n; i++)
      for (let c = 0; c < 3; c++) x[c * n + i] = (v.rgb[i * 3 + c] ?? 0) / 255;
    const res = await net.run({ image: new ort.Tensor('float32', x, [1, 3, v.h, v.w]) });
    for (const p of points) {
      const sorted = Float32Array.from(res[p]?.data as Float32Array).sort();
      const at = (f: number): number => sorted[Math.floor(f * (sorted.length - 1))] ?? 0;
      low.set(p, Math.min(low.get(p) ?? 0, at(0.00001)));
      high.set(p, Math.max(high.get(p) ?? 0, at(0.99999)));
    }
  }
writeFileSync(
  out,
  `${JSON.stringify(Object.fromEntries(points.map((p) => [p, [low.get(p), high.get(p)]])), null, 1)}\n`,
);
console.log(`${photos.length} photos x ${UNET_SIDES.length} sizes measured; wrote ${out}`);
