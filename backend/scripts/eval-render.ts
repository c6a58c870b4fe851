/**
 * Render evaluation on procedurally generated houses with known masks.
 * Metrics per case (body / trim / accent repainted):
 *  - dE00: CIEDE2000 between the target paint and the mean Lab of the repainted body interior
 *    (the mean removes the photo's shading, which recolor keeps around the target lightness);
 *  - spill %: non-surface pixels (ground truth) whose value differs by > 10 levels from the
 *    input re-encoded at the same JPEG quality (i.e. beyond JPEG rounding);
 *  - SSIM L: SSIM of the mean-removed lightness channel on the body, before vs after.
 * Masks: 'truth' = ground-truth masks at working resolution; 'analyzed' = analyzeSurfaces().
 *   tsx backend/scripts/eval-render.ts [--json]
 */
import sharp from 'sharp';
import { recolor, analyzeSurfaces, JPEG_QUALITY } from '../engines/vision/index';
import { syntheticHouse, truthMasks } from '../engines/vision/synthetic';
import { boxMean, rgbToLabPlanes } from '../engines/vision/features';
import { deltaE2000, hexToLab } from '../engines/vision/lab';

async function decode(buf: Buffer): Promise<Uint8Array> {
  return new Uint8Array(await sharp(buf).removeAlpha().raw().toBuffer());
}

function erode(mask: Uint8Array, W: number, H: number, r: number): Uint8Array {
  const f = Float32Array.from(mask);
  const m = boxMean(f, W, H, r);
  return Uint8Array.from(m, (v) => (v > 0.999 ? 1 : 0));
}

export interface RenderScore {
  case: string;
  masks: string;
  dE00: number;
  spillPct: number;
  ssimL: number;
}

export async function renderCase(
  seed: number,
  paint: { mainBody: string; trim: string; accents: string },
  useAnalysis: boolean,
): Promise<RenderScore> {
  const house = syntheticHouse({
    seed,
    width: 960,
    height: 720,
    body: { L: 45 + seed * 7, a: seed * 3 - 8, b: 20 - seed * 6 },
  });
  const { width: W, height: H } = house;
  const photo = await sharp(house.rgb, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  const masks = useAnalysis ? await analyzeSurfaces(photo) : truthMasks(house.truth, W, H);
  const out = await decode(await recolor(photo, masks, paint));
  const before = await decode(photo);
  const reenc = await decode(
    await sharp(before, { raw: { width: W, height: H, channels: 3 } })
      .jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:4:4' })
      .toBuffer(),
  );
  let spill = 0;
  let nonSurface = 0;
  for (let i = 0; i < W * H; i++) {
    if ((house.truth[i] ?? 0) !== 0) continue;
    nonSurface++;
    let d = 0;
    for (let c = 0; c < 3; c++)
      d = Math.max(d, Math.abs((out[i * 3 + c] ?? 0) - (reenc[i * 3 + c] ?? 0)));
    if (d > 10) spill++;
  }
  const body = erode(
    Uint8Array.from(house.truth, (t) => (t === 1 ? 1 : 0)),
    W,
    H,
    4,
  );
  const A = rgbToLabPlanes(before, W, H);
  const B = rgbToLabPlanes(out, W, H);
  let n = 0;
  const mean = [0, 0, 0, 0];
  for (let i = 0; i < W * H; i++) {
    if (!body[i]) continue;
    n++;
    mean[0] = (mean[0] ?? 0) + (B.L[i] ?? 0);
    mean[1] = (mean[1] ?? 0) + (B.a[i] ?? 0);
    mean[2] = (mean[2] ?? 0) + (B.b[i] ?? 0);
    mean[3] = (mean[3] ?? 0) + (A.L[i] ?? 0);
  }
  const got = { L: (mean[0] ?? 0) / n, a: (mean[1] ?? 0) / n, b: (mean[2] ?? 0) / n };
  const dE = deltaE2000(got, hexToLab(paint.mainBody));
  // SSIM on mean-removed lightness, 7x7 box windows, averaged over the eroded body
  const x = A.L.map((v) => v - (mean[3] ?? 0) / n);
  const y = B.L.map((v) => v - got.L);
  const xx = x.map((v) => v * v);
  const yy = y.map((v) => v * v);
  const xy = x.map((v, i) => v * (y[i] ?? 0));
  const [mx, my, mxx, myy, mxy] = [x, y, xx, yy, xy].map((p) => boxMean(p, W, H, 3));
  const C1 = (0.01 * 100) ** 2;
  const C2 = (0.03 * 100) ** 2;
  let ssim = 0;
  for (let i = 0; i < W * H; i++) {
    if (!body[i]) continue;
    const ux = mx?.[i] ?? 0;
    const uy = my?.[i] ?? 0;
    const vx = (mxx?.[i] ?? 0) - ux * ux;
    const vy = (myy?.[i] ?? 0) - uy * uy;
    const cxy = (mxy?.[i] ?? 0) - ux * uy;
    ssim += ((2 * ux * uy + C1) * (2 * cxy + C2)) / ((ux * ux + uy * uy + C1) * (vx + vy + C2));
  }
  return {
    case: `seed${seed} ${paint.mainBody}`,
    masks: useAnalysis ? 'analyzed' : 'truth',
    dE00: dE,
    spillPct: (100 * spill) / nonSurface,
    ssimL: ssim / n,
  };
}

export const RENDER_CASES: {
  seed: number;
  paint: { mainBody: string; trim: string; accents: string };
}[] = [
  { seed: 1, paint: { mainBody: '#2E3B4E', trim: '#F2EFE6', accents: '#8B1E2B' } },
  { seed: 2, paint: { mainBody: '#CCC9C0', trim: '#FFFFFF', accents: '#1F3B2D' } },
  { seed: 3, paint: { mainBody: '#8A9A7B', trim: '#EDEAE0', accents: '#222222' } },
  { seed: 4, paint: { mainBody: '#B5651D', trim: '#F5F5F0', accents: '#3C4F76' } },
  { seed: 5, paint: { mainBody: '#F3E5AB', trim: '#5A5A5A', accents: '#A52A2A' } },
];

async function main(): Promise<void> {
  const json = process.argv.includes('--json');
  const rows: RenderScore[] = [];
  for (const useAnalysis of [false, true]) {
    for (const c of RENDER_CASES) rows.push(await renderCase(c.seed, c.paint, useAnalysis));
  }
  if (json) {
    for (const r of rows) console.log(JSON.stringify(r));
    return;
  }
  console.log('case               masks     dE00   spill%  SSIM-L');
  for (const r of rows) {
    console.log(
      `${r.case.padEnd(18)} ${r.masks.padEnd(9)} ${r.dE00.toFixed(2).padStart(5)} ${r.spillPct.toFixed(2).padStart(7)}  ${r.ssimL.toFixed(3)}`,
    );
  }
  for (const m of ['truth', 'analyzed']) {
    const rs = rows.filter((r) => r.masks === m);
    const avg = (k: 'dE00' | 'spillPct' | 'ssimL'): number =>
      rs.reduce((s, r) => s + r[k], 0) / rs.length;
    console.log(
      `mean (${m})`.padEnd(28),
      avg('dE00').toFixed(2).padStart(5),
      avg('spillPct').toFixed(2).padStart(7),
      ' ',
      avg('ssimL').toFixed(3),
    );
  }
  console.log('targets: dE00 <= 3, spill <= 2 %, SSIM-L >= 0.90');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
