/**
 * Vision engine speed: analyzeSurfaces() and recolor() on 1, 4 and 12 megapixel JPEGs.
 *   tsx backend/scripts/bench-vision.ts [--runs N] [--json]
 * Also exported as runVisionBench() for the combined `npm run bench`.
 */
import sharp from 'sharp';
import { analyzeSurfaces, recolor } from '../engines/vision/index';
import { syntheticHouse } from '../engines/vision/synthetic';

export interface VisionBenchRow {
  megapixels: number;
  width: number;
  height: number;
  analyzeMedianMs: number;
  analyzeP95Ms: number;
  renderMedianMs: number;
  renderP95Ms: number;
}

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
}

export async function photo(mp: number): Promise<{ buf: Buffer; width: number; height: number }> {
  const width = Math.round(Math.sqrt((mp * 1e6 * 4) / 3));
  const height = Math.round((width * 3) / 4);
  const h = syntheticHouse({ width: 800, height: 600, seed: 7 });
  const buf = await sharp(h.rgb, { raw: { width: 800, height: 600, channels: 3 } })
    .resize(width, height, { kernel: 'lanczos3' })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { buf, width, height };
}

export async function runVisionBench(
  opts: { runs?: number; sizes?: number[] } = {},
): Promise<VisionBenchRow[]> {
  const runs = opts.runs ?? 5;
  const rows: VisionBenchRow[] = [];
  for (const mp of opts.sizes ?? [1, 4, 12]) {
    const { buf, width, height } = await photo(mp);
    const an: number[] = [];
    const re: number[] = [];
    await recolor(buf, await analyzeSurfaces(buf), {
      mainBody: '#2E3B4E',
      trim: '#FFFFFF',
      accents: '#8B1E2B',
    }); // warm-up
    for (let r = 0; r < runs; r++) {
      let t = performance.now();
      const analysis = await analyzeSurfaces(buf);
      an.push(performance.now() - t);
      t = performance.now();
      await recolor(buf, analysis, { mainBody: '#2E3B4E', trim: '#FFFFFF', accents: '#8B1E2B' });
      re.push(performance.now() - t);
    }
    rows.push({
      megapixels: mp,
      width,
      height,
      analyzeMedianMs: Math.round(pct(an, 50)),
      analyzeP95Ms: Math.round(pct(an, 95)),
      renderMedianMs: Math.round(pct(re, 50)),
      renderP95Ms: Math.round(pct(re, 95)),
    });
  }
  return rows;
}

async function main(): Promise<void> {
  const i = process.argv.indexOf('--runs');
  const runs = i >= 0 ? Number(process.argv[i + 1]) : 5;
  const rows = await runVisionBench({ runs });
  if (process.argv.includes('--json')) {
    for (const r of rows) console.log(JSON.stringify(r));
    return;
  }
  console.log('MP   size          analyze med/p95 ms   render med/p95 ms');
  for (const r of rows) {
    console.log(
      `${String(r.megapixels).padEnd(4)} ${`${r.width}x${r.height}`.padEnd(13)} ${`${r.analyzeMedianMs} / ${r.analyzeP95Ms}`.padEnd(20)} ${r.renderMedianMs} / ${r.renderP95Ms}`,
    );
  }
  console.log('targets at 12 MP: analyze <= 1000 ms, render <= 1500 ms');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
