/**
 * Calibrates the U-Net's decision weights (log-scale biases of other / body / trim / accent) on
 * labelled CMP-format folders that were NOT used to train it (the 30 held-out cmp-train images of
 * train_unet.py, val_names.json), maximising the mean IoU of body, trim and accent at the working
 * resolution. Writes model/unet.calibration.json. Never run it on facades/cmp or labelmefacade.
 *
 * Each folder is weighed equally; use the held-out facades both as they are and pasted into street
 * scenes (torch/export_val_scenes.py), and generated houses from another seed than the training ones
 * (torch/export-synth.ts), so the weights hold for rectified facades, street photos and US houses.
 *
 * The weights already in the output file are kept unless the search finds weights whose mean IoU is
 * higher by KEEP_MARGIN (0.0005): a tie is noise and not a reason to change what ships.
 *
 * `--models a.onnx,b.onnx` calibrates (and scores) another model or ensemble than the shipped one,
 * `--sides 320` other image sizes than the app's (UNET_SIDES).
 *
 *   npx tsx backend/engines/vision/train/calibrate-unet.ts [--models A,B] [--sides S,..] DIR [DIR ...] [OUT.json]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadWorking, workingSize, WORK_LONG_SIDE, type RgbImage } from '../image-io';
import {
  readGroupBias,
  unetProbs,
  UNET_CALIBRATION_PATH,
  UNET_FLIP,
  UNET_PATHS,
  UNET_SIDES,
} from '../unet';
import {
  CMP_GROUP,
  imagePath,
  openDataset,
  rawCmpIds,
  rawIndex,
  rawRgb,
  readLabel,
  resizeIds,
} from './datasets';

const argv = process.argv.slice(2);
const option = (name: string): string[] | undefined => {
  const i = argv.indexOf(name);
  return i >= 0 ? (argv.splice(i, 2)[1] ?? '').split(',').filter(Boolean) : undefined;
};
const models = option('--models') ?? UNET_PATHS;
const sides = option('--sides')?.map(Number) ?? UNET_SIDES;
const dirs = argv.filter((a) => !a.endsWith('.json'));
const out = argv.find((a) => a.endsWith('.json')) ?? UNET_CALIBRATION_PATH;
if (!dirs.length || dirs.some((d) => /facades\/(cmp|labelmefacade)\/?$/.test(d)))
  throw new Error('give held-out folders of training-set images (never an evaluation folder)');

interface Item {
  probs: Float32Array;
  truth: Uint8Array;
}

/** The networks' answers at the working resolution, as the app gets them, and the truth there. */
async function item(source: RgbImage, ids: Uint8Array, idsW: number, idsH: number): Promise<Item> {
  const [w, h] = workingSize(source.w, source.h, WORK_LONG_SIDE);
  const p = await unetProbs(source, w, h, { models, sides, flip: UNET_FLIP });
  const n = w * h;
  const probs = new Float32Array(n * 4);
  for (let i = 0; i < n; i++) for (let g = 0; g < 4; g++) probs[i * 4 + g] = p[g]?.[i] ?? 0;
  const truth = resizeIds(ids, idsW, idsH, w, h).map((id) => CMP_GROUP[id] ?? 0);
  return { probs, truth };
}

/** A CMP-format folder (images/, labels/, classmap.json) or prep-data.mjs raw arrays (index.json). */
async function readFolder(dir: string): Promise<{ names: string[]; items: Item[] }> {
  const items: Item[] = [];
  const index = rawIndex(dir);
  if (index) {
    for (const e of index) items.push(await item(rawRgb(dir, e), rawCmpIds(dir, e), e.w, e.h));
    return { names: index.map((e) => e.name), items };
  }
  const ds = openDataset(dir);
  if (ds.kind !== 'cmp') throw new Error(`${dir}: CMP-format folder expected`);
  for (const name of ds.names) {
    const src = await loadWorking(
      readFileSync(imagePath(ds, name)),
      Math.max(WORK_LONG_SIDE, ...sides),
    );
    const lab = await readLabel(ds, name);
    items.push(await item(src, lab.ids, lab.width, lab.height));
  }
  return { names: ds.names, items };
}

const folders = await Promise.all(dirs.map(readFolder));

function score(items: Item[], bias: number[]): number[] {
  const inter = [0, 0, 0, 0];
  const union = [0, 0, 0, 0];
  const e = bias.map(Math.exp);
  items.forEach(({ probs: p, truth: t }) => {
    for (let i = 0; i < t.length; i++) {
      let best = 0;
      let bv = -1;
      for (let g = 0; g < 4; g++) {
        const v = (p[i * 4 + g] ?? 0) * (e[g] ?? 1);
        if (v > bv) {
          bv = v;
          best = g;
        }
      }
      const tg = t[i] ?? 0;
      if (best === tg) (inter[tg] as number)++;
      union[best] = (union[best] ?? 0) + 1;
      if (best !== tg) union[tg] = (union[tg] ?? 0) + 1;
    }
  });
  return inter.map((v, g) => v / Math.max(1, union[g] ?? 0));
}
const meanIou = (iou: number[]): number => ((iou[1] ?? 0) + (iou[2] ?? 0) + (iou[3] ?? 0)) / 3;
/** Mean over the folders of the mean body / trim / accent IoU. */
const objective = (bias: number[]): number =>
  folders.reduce((s, f) => s + meanIou(score(f.items, bias)), 0) / folders.length;

/** How much higher the held-out mean IoU must be to replace the weights in use. */
const KEEP_MARGIN = 0.0005;
const bias = [0, 0, 0, 0];
const before = folders.map((f) => score(f.items, bias));
let best = objective(bias);
for (let round = 0; round < 3; round++) {
  for (const g of [1, 2, 3]) {
    for (let v = -1.5; v <= 2.0001; v += 0.1) {
      const trial = bias.slice();
      trial[g] = Math.round(v * 10) / 10;
      const s = objective(trial);
      if (s > best + 1e-6) {
        best = s;
        bias[g] = trial[g] ?? 0;
      }
    }
  }
}
// the weights already in OUT are kept unless the new ones score clearly higher (a tie is noise)
const inUse = existsSync(out) ? readGroupBias(out) : undefined;
const kept = !!inUse && best < objective(inUse) + KEEP_MARGIN;
if (inUse && kept) bias.splice(0, 4, ...inUse);
const after = folders.map((f) => score(f.items, bias));
const fmt = (iou: number[]): string =>
  ['other', 'body', 'trim', 'accent'].map((c, g) => `${c} ${(iou[g] ?? 0).toFixed(3)}`).join('  ');
dirs.forEach((d, k) =>
  console.log(
    `${d} (${folders[k]?.items.length} images)\n  before  ${fmt(before[k] ?? [])}\n  after   ${fmt(after[k] ?? [])}`,
  ),
);
console.log(
  `models ${models.join(', ')}, sides ${sides.join(', ')}\nbias ${JSON.stringify(bias)}${kept ? ' (the weights in use: nothing scored higher by ' + KEEP_MARGIN + ')' : ''}`,
);
writeFileSync(
  out,
  `${JSON.stringify({ groupBias: bias, calibratedOn: folders.flatMap((f) => f.names) }, null, 2)}\n`,
);
console.log(`wrote ${out}`);
