// Evaluates the ONNX house-surface U-Net (train_unet.py / export_onnx.py) on labelled facade folders
// with the same class mapping and IoU accumulation as backend/scripts/eval-surfaces.ts.
// EVALUATION ONLY: never tune anything on these folders.
//   node backend/engines/vision/train/torch/eval-onnx.mjs [--model /tmp/torchseg/unet.onnx] [--long 320] [--flip] [--dir DIR ...]
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
const require = createRequire('/work/main/package.json');
const sharp = require('sharp');
const ort = createRequire('/tmp/ortprobe/package.json')('onnxruntime-node');

const argv = process.argv.slice(2);
let model = '/tmp/torchseg/unet.onnx';
let LONG = 320;
let FLIP = false;
const dirs = [];
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === '--model') model = argv[++i];
  else if (argv[i] === '--long') LONG = Number(argv[++i]);
  else if (argv[i] === '--dir') dirs.push(argv[++i]);
  else if (argv[i] === '--flip') FLIP = true; // test-time horizontal-flip averaging (2 runs)
}
if (!dirs.length)
  dirs.push('/work/shared/data/facades/cmp', '/work/shared/data/facades/labelmefacade');

function openDataset(dir) {
  const cm = JSON.parse(readFileSync(join(dir, 'classmap.json'), 'utf8'));
  const kind = cm.classes.every((c) => typeof c.index === 'number') ? 'cmp' : 'labelmefacade';
  const rgbToId = new Map();
  cm.classes.forEach((c, i) =>
    rgbToId.set((c.rgb[0] << 16) | (c.rgb[1] << 8) | c.rgb[2], kind === 'cmp' ? c.index : i),
  );
  const names = readdirSync(join(dir, 'images'))
    .filter((f) => /\.(jpe?g|png)$/i.test(f))
    .map((f) => f.replace(/\.[^.]+$/, ''))
    .filter((n) => existsSync(join(dir, 'labels', `${n}.png`)))
    .sort();
  return { kind, dir, names, rgbToId };
}
const imagePath = (ds, n) =>
  existsSync(join(ds.dir, 'images', `${n}.jpg`))
    ? join(ds.dir, 'images', `${n}.jpg`)
    : join(ds.dir, 'images', `${n}.png`);
async function readLabel(ds, name) {
  const { data, info } = await sharp(join(ds.dir, 'labels', `${name}.png`))
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const n = info.width * info.height;
  const ids = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const id = ds.rgbToId.get((data[i * 3] << 16) | (data[i * 3 + 1] << 8) | data[i * 3 + 2]);
    if (id === undefined) throw new Error(`${name}: unknown colour`);
    ids[i] = id;
  }
  return { ids, width: info.width, height: info.height };
}

const session = await ort.InferenceSession.create(model, {
  intraOpNumThreads: 2,
  interOpNumThreads: 1,
});
const to32 = (v) => Math.max(32, Math.round(v / 32) * 32);
let runMs = 0,
  preMs = 0,
  runs = 0;

/** Label map (0 other, 1 body, 2 trim, 3 accent) at W x H. */
async function predict(buf, W, H) {
  const t0 = performance.now();
  const s = LONG / Math.max(W, H);
  const w = to32(W * s),
    h = to32(H * s);
  const raw = await sharp(buf)
    .resize(w, h, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  const x = new Float32Array(3 * w * h);
  for (let i = 0; i < w * h; i++)
    for (let c = 0; c < 3; c++) x[c * w * h + i] = raw[i * 3 + c] / 255;
  const t1 = performance.now();
  const out = await session.run({ image: new ort.Tensor('float32', x, [1, 3, h, w]) });
  const t2 = performance.now();
  preMs += t1 - t0;
  runMs += t2 - t1;
  runs++;
  const n = w * h;
  let lg = out.logits.data;
  if (FLIP) {
    const xf = new Float32Array(3 * n);
    for (let c = 0; c < 3; c++)
      for (let y = 0; y < h; y++)
        for (let q = 0; q < w; q++) xf[c * n + y * w + q] = x[c * n + y * w + (w - 1 - q)];
    const t3 = performance.now();
    const of = (await session.run({ image: new ort.Tensor('float32', xf, [1, 3, h, w]) })).logits
      .data;
    runMs += performance.now() - t3;
    const avg = new Float32Array(4 * n);
    for (let c = 0; c < 4; c++)
      for (let y = 0; y < h; y++)
        for (let q = 0; q < w; q++)
          avg[c * n + y * w + q] = (lg[c * n + y * w + q] + of[c * n + y * w + (w - 1 - q)]) / 2;
    lg = avg;
  }
  // softmax at model resolution, then bilinear to label resolution and argmax
  const prob = new Float32Array(4 * n);
  for (let i = 0; i < n; i++) {
    let m = -Infinity;
    for (let c = 0; c < 4; c++) m = Math.max(m, lg[c * n + i]);
    let z = 0;
    for (let c = 0; c < 4; c++) z += prob[c * n + i] = Math.exp(lg[c * n + i] - m);
    for (let c = 0; c < 4; c++) prob[c * n + i] /= z;
  }
  const pred = new Uint8Array(W * H);
  for (let Y = 0; Y < H; Y++) {
    const fy = Math.min(h - 1, Math.max(0, ((Y + 0.5) * h) / H - 0.5));
    const y0 = Math.floor(fy),
      y1 = Math.min(h - 1, y0 + 1),
      ay = fy - y0;
    for (let X = 0; X < W; X++) {
      const fx = Math.min(w - 1, Math.max(0, ((X + 0.5) * w) / W - 0.5));
      const x0 = Math.floor(fx),
        x1 = Math.min(w - 1, x0 + 1),
        ax = fx - x0;
      let best = 0,
        bv = -1;
      for (let c = 0; c < 4; c++) {
        const o = c * n;
        const v =
          (prob[o + y0 * w + x0] * (1 - ax) + prob[o + y0 * w + x1] * ax) * (1 - ay) +
          (prob[o + y1 * w + x0] * (1 - ax) + prob[o + y1 * w + x1] * ax) * ay;
        if (v > bv) {
          bv = v;
          best = c;
        }
      }
      pred[Y * W + X] = best;
    }
  }
  return pred;
}

const CMP_GROUP = { 2: 1, 5: 2, 6: 2, 10: 2, 11: 2, 4: 3, 8: 3 };
for (const dir of dirs) {
  const ds = openDataset(dir);
  const acc = {};
  const get = (k) => (acc[k] ??= { inter: 0, union: 0 });
  let correct = 0,
    total = 0;
  for (const name of ds.names) {
    const buf = readFileSync(imagePath(ds, name));
    const lab = await readLabel(ds, name);
    const pred = await predict(buf, lab.width, lab.height);
    const n = lab.width * lab.height;
    for (let i = 0; i < n; i++) {
      const id = lab.ids[i],
        p = pred[i];
      if (ds.kind === 'cmp') {
        const t = CMP_GROUP[id] ?? 0;
        for (const [k, g] of [
          ['body', 1],
          ['trim', 2],
          ['accent', 3],
        ]) {
          const a = get(k);
          if (t === g && p === g) a.inter++;
          if (t === g || p === g) a.union++;
        }
        if (t === p) correct++;
      } else {
        const house = id === 1 || id === 3,
          ph = p > 0;
        const a = get('house');
        if (house && ph) a.inter++;
        if (house || ph) a.union++;
        const d = get('door');
        if (id === 3 && p === 3) d.inter++;
        if (id === 3 || p === 3) d.union++;
        if (house === ph) correct++;
      }
      total++;
    }
  }
  console.log(`\n${dir} (${ds.kind}, ${ds.names.length} images)`);
  for (const [k, a] of Object.entries(acc))
    console.log(`${k.padEnd(10)} ${(a.union ? a.inter / a.union : 0).toFixed(3)}`);
  console.log(`pixel acc  ${(correct / Math.max(1, total)).toFixed(3)}`);
}
console.log(
  `\nmodel ${model}, long side ${LONG}${FLIP ? ' +flip' : ''}: onnx run ${(runMs / runs).toFixed(1)} ms/image, preprocessing ${(preMs / runs).toFixed(1)} ms/image (${runs} images)`,
);
