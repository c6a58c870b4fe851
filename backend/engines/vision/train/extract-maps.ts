/**
 * Dense training maps for the CNN: stage-1 feature maps + CMP class maps at the working
 * resolution for every cmp-train image (plus colour-jittered / cropped copies; copies >= 2 are
 * pasted into procedural street scenes, see scene.ts).
 *   tsx backend/engines/vision/train/extract-maps.ts --out /tmp/vision-maps [--aug 1]
 * Writes <out>.f32 (concatenated h*w*F float32, pixel-major), <out>.u8 (class 0..11) and
 * <out>.json ({F, items:[{w,h,offset}]}).
 */
import { openSync, writeSync, closeSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { openDataset, imagePath, readLabel, resizeIds } from './datasets';
import { rgbToLabPlanes, stage1Features, STAGE1_FEATURES, type LabPlanes } from '../features';
import { workingSize, WORK_LONG_SIDE } from '../image-io';
import { pasteInScene, seededRand } from './scene';
import { synthFacade } from './synth-facade';

const args = process.argv.slice(2);
const arg = (k: string, d: string): string => {
  const i = args.indexOf(`--${k}`);
  return i >= 0 ? (args[i + 1] ?? d) : d;
};
const out = arg('out', '/tmp/vision-maps');
// ../shared/data beside the checkout (this file is four folders below the repository root)
const dir = arg(
  'dir',
  resolve(import.meta.dirname, '../../../..', '..', 'shared/data/facades/cmp-train'),
);
const augCopies = Number(arg('aug', '1'));
/** --synth N: write N synthetic house scenes (synth-facade.ts) instead of the dataset. */
const synth = Number(arg('synth', '0'));

const rand = seededRand(4242);
const uni = (lo: number, hi: number): number => lo + (hi - lo) * rand();

/** Global photometric jitter in Lab (exposure, contrast, white balance / hue, saturation). */
function jitter(p: LabPlanes): void {
  const g = uni(0.8, 1.15);
  const o = uni(-8, 8);
  const s = uni(0.6, 1.5);
  const th = (uni(-30, 30) * Math.PI) / 180;
  const c = Math.cos(th) * s;
  const sn = Math.sin(th) * s;
  const da = uni(-4, 4);
  const db = uni(-4, 4);
  for (let i = 0; i < p.L.length; i++) {
    p.L[i] = Math.min(100, Math.max(0, (p.L[i] ?? 0) * g + o));
    const a = p.a[i] ?? 0;
    const b = p.b[i] ?? 0;
    p.a[i] = a * c - b * sn + da;
    p.b[i] = a * sn + b * c + db;
  }
}

const ds = openDataset(dir);
const F = STAGE1_FEATURES;
const fF = openSync(`${out}.f32`, 'w');
const fL = openSync(`${out}.u8`, 'w');
const items: { name: string; w: number; h: number; offset: number }[] = [];
let offset = 0;
for (let k = 0; k < synth; k++) {
  const fw = Math.round(uni(160, 300));
  const fh = Math.round(fw * uni(0.4, 0.9));
  const [mw, mh] =
    rand() < 0.8
      ? [WORK_LONG_SIDE, Math.round(WORK_LONG_SIDE * uni(0.66, 0.8))]
      : [Math.round(WORK_LONG_SIDE * 0.75), WORK_LONG_SIDE];
  const sc = pasteInScene(rand, synthFacade(rand, fw, fh), mw, mh);
  const planes = rgbToLabPlanes(sc.rgb, mw, mh);
  if (rand() < 0.5) jitter(planes);
  writeSync(fF, stage1Features(planes));
  writeSync(
    fL,
    sc.ids.map((v) => Math.max(0, v - 1)),
  );
  items.push({ name: `synth_${k}#0`, w: mw, h: mh, offset });
  offset += mw * mh;
}
for (const name of synth > 0 ? [] : ds.names) {
  const buf = readFileSync(imagePath(ds, name));
  const lab = await readLabel(ds, name);
  for (let copy = 0; copy <= augCopies; copy++) {
    let [x0, y0, cw, ch] = [0, 0, lab.width, lab.height];
    if (copy > 0) {
      cw = Math.round(lab.width * uni(0.55, 1));
      ch = Math.round(lab.height * uni(0.55, 1));
      x0 = Math.floor(uni(0, lab.width - cw));
      y0 = Math.floor(uni(0, lab.height - ch));
    }
    const [w, h] = workingSize(cw, ch, WORK_LONG_SIDE);
    const data = await sharp(buf)
      .extract({ left: x0, top: y0, width: cw, height: ch })
      .resize(w, h, { fit: 'fill', kernel: 'linear' })
      .removeAlpha()
      .raw()
      .toBuffer();
    const crop = new Uint8Array(cw * ch);
    for (let y = 0; y < ch; y++) {
      crop.set(lab.ids.subarray((y0 + y) * lab.width + x0, (y0 + y) * lab.width + x0 + cw), y * cw);
    }
    let ids: Uint8Array = resizeIds(crop, cw, ch, w, h);
    let px: Uint8Array = new Uint8Array(data);
    let [mw, mh] = [w, h];
    if (copy >= 2) {
      // facade pasted into a procedural street scene (sky, trees, lawn / road)
      [mw, mh] =
        rand() < 0.7
          ? [WORK_LONG_SIDE, Math.round(WORK_LONG_SIDE * uni(0.66, 0.8))]
          : [Math.round(WORK_LONG_SIDE * 0.75), WORK_LONG_SIDE];
      const sc = pasteInScene(rand, { w, h, rgb: px, ids }, mw, mh);
      px = sc.rgb;
      ids = sc.ids;
    }
    ids = ids.map((v) => Math.max(0, v - 1));
    const planes = rgbToLabPlanes(px, mw, mh);
    if (copy > 0) jitter(planes);
    const f1 = stage1Features(planes);
    writeSync(fF, f1);
    writeSync(fL, ids);
    items.push({ name: `${name}#${copy}`, w: mw, h: mh, offset });
    offset += mw * mh;
  }
}
closeSync(fF);
closeSync(fL);
writeFileSync(`${out}.json`, JSON.stringify({ F, items }));
console.log(`wrote ${items.length} maps, ${offset} pixels`);
