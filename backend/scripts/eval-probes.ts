/**
 * What the analysis engine paints on real US house photos, which have no pixel labels: hand-placed
 * probe rectangles (backend/engines/vision/train/house-probes.json) inside roof planes, in the sky
 * just above the rooflines and inside walls. Prints the share of roof and sky probe pixels painted
 * (any surface; lower is better) and of wall probe pixels painted as main body (higher is better),
 * each the mean over photos (every photo counts the same, whatever its probes' size).
 *   tsx backend/scripts/eval-probes.ts [--dir /work/shared/data/houses] [--json] [--per-photo]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { predict } from './eval-surfaces';

type Rect = [number, number, number, number];
interface Photo {
  file: string;
  roof: Rect[];
  sky: Rect[];
  wall: Rect[];
}
const PROBES = new URL('../engines/vision/train/house-probes.json', import.meta.url);
const KINDS = ['roof', 'sky', 'wall'] as const;

interface Tally {
  pixels: number;
  painted: number;
  body: number;
}

/** Counts, inside each kind's rectangles, pixels predicted as any surface and as main body. */
export function tallyProbes(pred: Uint8Array, W: number, photo: Photo): Record<string, Tally> {
  const out: Record<string, Tally> = {};
  for (const k of KINDS) {
    const t: Tally = { pixels: 0, painted: 0, body: 0 };
    for (const [x0, y0, x1, y1] of photo[k]) {
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const p = pred[y * W + x] ?? 0;
          t.pixels++;
          if (p > 0) t.painted++;
          if (p === 1) t.body++;
        }
      }
    }
    out[k] = t;
  }
  return out;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const di = argv.indexOf('--dir');
  const dir = di >= 0 ? (argv[di + 1] ?? '') : '/work/shared/data/houses';
  const photos = (JSON.parse(readFileSync(PROBES, 'utf8')) as { photos: Photo[] }).photos;
  const sum: Record<string, Tally> = {};
  for (const k of KINDS) sum[k] = { pixels: 0, painted: 0, body: 0 };
  const share = (a: number, b: number): number => a / Math.max(1, b);
  const pct = (a: number, b: number): string => (100 * share(a, b)).toFixed(1);
  const mean = { roof: 0, sky: 0, wall: 0 };
  for (const photo of photos) {
    const buf = readFileSync(join(dir, photo.file));
    const { width = 0, height = 0 } = await sharp(buf).metadata();
    const t = tallyProbes(await predict(buf, width, height), width, photo);
    for (const k of KINDS) {
      const s = sum[k] as Tally;
      const v = t[k] as Tally;
      s.pixels += v.pixels;
      s.painted += v.painted;
      s.body += v.body;
    }
    mean.roof += share(t.roof!.painted, t.roof!.pixels) / photos.length;
    mean.sky += share(t.sky!.painted, t.sky!.pixels) / photos.length;
    mean.wall += share(t.wall!.body, t.wall!.pixels) / photos.length;
    if (argv.includes('--per-photo'))
      console.log(
        `${photo.file.padEnd(16)} roof painted ${pct(t.roof!.painted, t.roof!.pixels)} %  sky painted ${pct(t.sky!.painted, t.sky!.pixels)} %  wall as body ${pct(t.wall!.body, t.wall!.pixels)} %`,
      );
  }
  const r3 = (v: number): number => Math.round(v * 1000) / 1000;
  if (argv.includes('--json')) {
    console.log(
      JSON.stringify({
        dataset: 'house-probes',
        images: photos.length,
        roofPainted: r3(mean.roof),
        skyPainted: r3(mean.sky),
        wallAsBody: r3(mean.wall),
      }),
    );
    return;
  }
  console.log(`\n${dir} (${photos.length} photos, hand-placed probes)`);
  console.log('all probe pixels together:');
  console.log('probe   pixels   painted   as body');
  for (const k of KINDS) {
    const s = sum[k] as Tally;
    console.log(
      `${k.padEnd(6)} ${String(s.pixels).padStart(7)}  ${pct(s.painted, s.pixels).padStart(7)} %  ${pct(s.body, s.pixels).padStart(6)} %`,
    );
  }
  const p1 = (v: number): string => (100 * v).toFixed(1);
  console.log(
    `mean over photos: roof painted ${p1(mean.roof)} %, sky painted ${p1(mean.sky)} % (lower is better); wall as body ${p1(mean.wall)} %`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
