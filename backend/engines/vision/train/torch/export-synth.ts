// Writes N synthetic US-style house scenes (train/synth-facade.ts pasted into train/scene.ts) as raw
// arrays in the prep-data.mjs format: OUT/<name>.rgb, OUT/<name>.lab (CMP index - 1; roofs ROOF_ID - 1),
// OUT/index.json.
//   npx tsx backend/engines/vision/train/torch/export-synth.ts [N] [OUT] [SEED]
// (another SEED than the training set's 97531 gives held-out houses for calibrate-unet.ts)
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pasteInScene, seededRand, ROOF_ID } from '../scene';
import { synthFacade } from '../synth-facade';

const N = Number(process.argv[2] ?? 400);
const OUT = process.argv[3] ?? '/tmp/torchseg/synth';
mkdirSync(OUT, { recursive: true });
const rand = seededRand(Number(process.argv[4] ?? 97531));
const uni = (lo: number, hi: number): number => lo + (hi - lo) * rand();
const index: { name: string; w: number; h: number }[] = [];
for (let k = 0; k < N; k++) {
  const L = 512;
  const fw = Math.round(uni(240, 470));
  const fh = Math.round(fw * uni(0.4, 0.9));
  const [w, h] = rand() < 0.8 ? [L, Math.round(L * uni(0.66, 0.8))] : [Math.round(L * 0.75), L];
  const sc = pasteInScene(rand, synthFacade(rand, fw, fh, ROOF_ID), w, h, ROOF_ID);
  const name = `synth_${k}`;
  writeFileSync(join(OUT, `${name}.rgb`), sc.rgb);
  writeFileSync(
    join(OUT, `${name}.lab`),
    sc.ids.map((v) => Math.max(0, v - 1)),
  );
  index.push({ name, w, h });
}
writeFileSync(join(OUT, 'index.json'), JSON.stringify(index));
console.log(`wrote ${index.length} synthetic scenes to ${OUT}`);
