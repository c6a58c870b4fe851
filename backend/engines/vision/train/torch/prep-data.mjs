// Decodes ../shared/data/facades/cmp-train beside the checkout (ONLY) into raw arrays for train_unet.py.
//   node backend/engines/vision/train/torch/prep-data.mjs [SRC] [OUT] [LONG]
// Writes OUT/<name>.rgb (uint8 HxWx3), OUT/<name>.lab (uint8 HxW, CMP class index - 1, i.e. 0..11)
// and OUT/index.json [{name,w,h}]. Images resized to long side LONG (bilinear), labels nearest.
import { readFileSync, writeFileSync, readdirSync, mkdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
const ROOT = resolve(import.meta.dirname, '../../../../..');
const require = createRequire(join(ROOT, 'package.json'));
const sharp = require('sharp');

const SRC = process.argv[2] ?? resolve(ROOT, '../shared/data/facades/cmp-train');
const OUT = process.argv[3] ?? '/tmp/torchseg/data';
const LONG = Number(process.argv[4] ?? 512);
if (/facades\/(cmp|labelmefacade)\/?$/.test(SRC))
  throw new Error('evaluation folder: never train on it');
mkdirSync(OUT, { recursive: true });
const cm = JSON.parse(readFileSync(join(SRC, 'classmap.json'), 'utf8'));
const rgbToId = new Map(
  cm.classes.map((c) => [(c.rgb[0] << 16) | (c.rgb[1] << 8) | c.rgb[2], c.index]),
);
const names = readdirSync(join(SRC, 'images'))
  .filter((f) => /\.(jpe?g|png)$/i.test(f))
  .map((f) => f.replace(/\.[^.]+$/, ''))
  .filter((n) => existsSync(join(SRC, 'labels', `${n}.png`)))
  .sort();
const index = [];
for (const n of names) {
  const img = existsSync(join(SRC, 'images', `${n}.jpg`))
    ? join(SRC, 'images', `${n}.jpg`)
    : join(SRC, 'images', `${n}.png`);
  const lab = await sharp(join(SRC, 'labels', `${n}.png`))
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: lw, height: lh } = lab.info;
  const s = Math.min(1, LONG / Math.max(lw, lh));
  const w = Math.round(lw * s),
    h = Math.round(lh * s);
  const rgb = await sharp(img)
    .rotate()
    .resize(w, h, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const sy = Math.min(lh - 1, Math.floor(((y + 0.5) * lh) / h));
    for (let x = 0; x < w; x++) {
      const sx = Math.min(lw - 1, Math.floor(((x + 0.5) * lw) / w));
      const j = (sy * lw + sx) * 3;
      const id = rgbToId.get((lab.data[j] << 16) | (lab.data[j + 1] << 8) | lab.data[j + 2]);
      if (id === undefined) throw new Error(`${n}: unknown colour`);
      out[y * w + x] = id - 1;
    }
  }
  writeFileSync(join(OUT, `${n}.rgb`), rgb);
  writeFileSync(join(OUT, `${n}.lab`), out);
  index.push({ name: n, w, h });
}
writeFileSync(join(OUT, 'index.json'), JSON.stringify(index));
console.log(`wrote ${index.length} pairs to ${OUT}`);
