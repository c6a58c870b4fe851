/**
 * What the analysis engine paints on real US house photos, which have no pixel labels: hand-placed
 * probe rectangles (backend/engines/vision/train/house-probes.json) inside roof planes, in the sky
 * just above the rooflines and inside walls. Prints the share of roof and sky probe pixels painted
 * (any surface; lower is better) and of wall probe pixels painted as main body (higher is better),
 * each the mean over photos (every photo counts the same, whatever its probes' size).
 *   tsx backend/scripts/eval-probes.ts [--dir ../shared/data/houses] [--json] [--per-photo]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { predict } from './eval-surfaces';
import { sharedData } from './shared-data';

type Rect = [number, number, number, number];
interface Photo {
  file: string;
  roof: Rect[];
  sky: Rect[];
  wall: Rect[];
}
const PROBES = new URL('../engines/vision/train/house-probes.json', import.meta.url);
const KINDS = ['roof', 'sky', 'wall'] as const;
type Kind = (typeof KINDS)[number];

interface Tally {
  pixels: number;
  painted: number;
  body: number;
}

/**
 * Counts, inside each kind's rectangles, pixels predicted as any surface and as main body
 * (`pred`: W x H labels, 0 other, 1 body, 2 trim, 3 accent). A rectangle outside the photo is an
 * error, not a silent wrap into the next row.
 */
export function tallyProbes(
  pred: Uint8Array,
  W: number,
  H: number,
  photo: Photo,
): Record<Kind, Tally> {
  const tally = (k: Kind): Tally => {
    const t: Tally = { pixels: 0, painted: 0, body: 0 };
    for (const [x0, y0, x1, y1] of photo[k]) {
      if (x0 < 0 || y0 < 0 || x1 > W || y1 > H || x1 <= x0 || y1 <= y0)
        throw new Error(
          `${photo.file}: ${k} probe [${x0}, ${y0}, ${x1}, ${y1}] is not inside ${W}x${H}`,
        );
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const p = pred[y * W + x] ?? 0;
          t.pixels++;
          if (p > 0) t.painted++;
          if (p === 1) t.body++;
        }
      }
    }
    return t;
  };
  return { roof: tally('roof'), sky: tally('sky'), wall: tally('wall') };
}

/** The three figures: share of roof and of sky painted, share of wall painted as main body. */
export function probeShares(t: Record<Kind, Tally>): Record<Kind, number> {
  const share = (a: number, b: number): number => a / Math.max(1, b);
  return {
    roof: share(t.roof.painted, t.roof.pixels),
    sky: share(t.sky.painted, t.sky.pixels),
    wall: share(t.wall.body, t.wall.pixels),
  };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const di = argv.indexOf('--dir');
  const dir = di >= 0 ? (argv[di + 1] ?? '') : sharedData('houses');
  const photos = (JSON.parse(readFileSync(PROBES, 'utf8')) as { photos: Photo[] }).photos;
  const zero = (): Tally => ({ pixels: 0, painted: 0, body: 0 });
  const sum: Record<Kind, Tally> = { roof: zero(), sky: zero(), wall: zero() };
  const mean: Record<Kind, number> = { roof: 0, sky: 0, wall: 0 };
  const pct = (v: number): string => (100 * v).toFixed(1);
  for (const photo of photos) {
    const buf = readFileSync(join(dir, photo.file));
    const { width = 0, height = 0 } = await sharp(buf).metadata();
    const t = tallyProbes(await predict(buf, width, height), width, height, photo);
    const f = probeShares(t);
    for (const k of KINDS) {
      sum[k].pixels += t[k].pixels;
      sum[k].painted += t[k].painted;
      sum[k].body += t[k].body;
      mean[k] += f[k] / photos.length;
    }
    if (argv.includes('--per-photo'))
      console.log(
        `${photo.file.padEnd(16)} roof painted ${pct(f.roof)} %  sky painted ${pct(f.sky)} %  wall as body ${pct(f.wall)} %`,
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
    const s = sum[k];
    const n = Math.max(1, s.pixels);
    console.log(
      `${k.padEnd(6)} ${String(s.pixels).padStart(7)}  ${pct(s.painted / n).padStart(7)} %  ${pct(s.body / n).padStart(6)} %`,
    );
  }
  console.log(
    `mean over photos: roof painted ${pct(mean.roof)} %, sky painted ${pct(mean.sky)} % (lower is better); wall as body ${pct(mean.wall)} %`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
