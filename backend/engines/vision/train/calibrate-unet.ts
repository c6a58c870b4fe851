/**
 * Calibrates the U-Net's decision weights (log-scale biases of other / body / trim / accent) on
 * labelled CMP-format folders that were NOT used to train it (the 30 held-out cmp-train images of
 * train_unet.py, val_names.json), maximising the mean IoU of body, trim and accent at the working
 * resolution. Writes model/unet.calibration.json. Never run it on facades/cmp or labelmefacade.
 *
 *   npx tsx backend/engines/vision/train/calibrate-unet.ts DIR [OUT]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadWorking } from '../image-io';
import { unetProbs, UNET_CALIBRATION_PATH } from '../unet';
import { imagePath, openDataset, readLabel, resizeIds } from './datasets';

const CMP_GROUP: Record<number, number> = { 2: 1, 5: 2, 6: 2, 10: 2, 11: 2, 4: 3, 8: 3 };

const dir = process.argv[2];
const out = process.argv[3] ?? UNET_CALIBRATION_PATH;
if (!dir || /facades\/(cmp|labelmefacade)\/?$/.test(dir))
  throw new Error('give a held-out folder of training-set images (never an evaluation folder)');

const ds = openDataset(dir);
if (ds.kind !== 'cmp') throw new Error('CMP-format folder expected');
const probs: Float32Array[] = [];
const truth: Uint8Array[] = [];
for (const name of ds.names) {
  const wk = await loadWorking(readFileSync(imagePath(ds, name)));
  const p = await unetProbs(wk.rgb, wk.w, wk.h);
  const lab = await readLabel(ds, name);
  const ids = resizeIds(lab.ids, lab.width, lab.height, wk.w, wk.h);
  const n = wk.w * wk.h;
  const packed = new Float32Array(n * 4);
  for (let i = 0; i < n; i++) for (let g = 0; g < 4; g++) packed[i * 4 + g] = p[g]?.[i] ?? 0;
  probs.push(packed);
  truth.push(ids.map((id) => CMP_GROUP[id] ?? 0));
}

function score(bias: number[]): number[] {
  const inter = [0, 0, 0, 0];
  const union = [0, 0, 0, 0];
  const e = bias.map(Math.exp);
  probs.forEach((p, k) => {
    const t = truth[k] as Uint8Array;
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
const objective = (iou: number[]): number => ((iou[1] ?? 0) + (iou[2] ?? 0) + (iou[3] ?? 0)) / 3;

const bias = [0, 0, 0, 0];
const before = score(bias);
let best = objective(before);
for (let round = 0; round < 3; round++) {
  for (const g of [1, 2, 3]) {
    for (let v = -1.5; v <= 2.0001; v += 0.1) {
      const trial = bias.slice();
      trial[g] = Math.round(v * 10) / 10;
      const s = objective(score(trial));
      if (s > best + 1e-6) {
        best = s;
        bias[g] = trial[g] ?? 0;
      }
    }
  }
}
const after = score(bias);
const fmt = (iou: number[]): string =>
  ['other', 'body', 'trim', 'accent'].map((c, g) => `${c} ${(iou[g] ?? 0).toFixed(3)}`).join('  ');
console.log(`images ${ds.names.length}\nbefore  ${fmt(before)}\nafter   ${fmt(after)}`);
console.log(`bias ${JSON.stringify(bias)}`);
writeFileSync(out, `${JSON.stringify({ groupBias: bias, calibratedOn: ds.names }, null, 2)}\n`);
console.log(`wrote ${out}`);
