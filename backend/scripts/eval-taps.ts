/**
 * Simulated user of the tap-to-fix tool on labelled facade folders (the formats and class mapping
 * of eval:surfaces). The standard protocol of interactive segmentation papers: at each step find
 * the largest connected region where the current label (body, trim, accent, not paint) differs
 * from the truth, tap its interior-most point (largest distance to the region's border) with the
 * true label there, and apply the fix through the surface editor the API uses; 20 taps per photo.
 * Prints the mean IoU over photos per surface after 0, 1, 3, 5, 10 and 20 taps, and NoC@85 /
 * NoC@90 for the body (taps until the body IoU reaches it; 20 when never). LabelMeFacade: house
 * (body, trim and accents together) and door, as eval:surfaces scores it.
 *   tsx backend/scripts/eval-taps.ts [--dir DIR ...] [--json] [--skip N] [--limit N] [--param grow=10 ...]
 */
import { readFileSync } from 'node:fs';
import { CURATED_COLOURS, PaintIndex } from '../engines/colour/index.ts';
import { localSurfaceEditor } from '../engines/local-ai/index.ts';
import { analyzeSurfaces, FIX_PARAMS, RELABEL_PARAMS } from '../engines/vision/index.ts';
import {
  CMP_GROUP,
  imagePath,
  openDataset,
  readLabel,
  type Dataset,
} from '../engines/vision/train/datasets.ts';
import type { FixSurface, SurfaceFix } from '../ports/surface-editor.ts';
import { labelsAt } from './eval-surfaces.ts';
import { sharedData } from './shared-data.ts';

const DEFAULT_DIRS = [sharedData('facades', 'cmp'), sharedData('facades', 'labelmefacade')];
export const REPORTED_TAPS = [0, 1, 3, 5, 10, 20] as const;
const MAX_TAPS = 20;
const SURFACE_OF: readonly FixSurface[] = ['none', 'mainBody', 'trim', 'accents'];

/** Truth in the tool's labels: 0 not paint, 1 body, 2 trim, 3 accent (LabelMe: 1 house, 3 door). */
function truthLabels(ds: Dataset, ids: Uint8Array): Uint8Array {
  return ds.kind === 'cmp'
    ? ids.map((id) => CMP_GROUP[id] ?? 0)
    : ids.map((id) => (id === 1 ? 1 : id === 3 ? 3 : 0));
}

/** The label the truth is compared with (LabelMe has no trim: trim is house). */
const compared = (ds: Dataset, p: number): number => (ds.kind === 'cmp' ? p : p === 2 ? 1 : p);

/** Per-photo IoU of each scored class (undefined when neither truth nor prediction has it). */
function scores(ds: Dataset, truth: Uint8Array, pred: Uint8Array): Record<string, number> {
  const classes: [string, (l: number) => boolean][] =
    ds.kind === 'cmp'
      ? [
          ['body', (l) => l === 1],
          ['trim', (l) => l === 2],
          ['accent', (l) => l === 3],
        ]
      : [
          ['house', (l) => l > 0],
          ['door', (l) => l === 3],
        ];
  const out: Record<string, number> = {};
  for (const [name, is] of classes) {
    let inter = 0;
    let union = 0;
    for (let i = 0; i < truth.length; i++) {
      const t = is(truth[i] ?? 0);
      const p = is(pred[i] ?? 0);
      if (t && p) inter++;
      if (t || p) union++;
    }
    if (union) out[name] = inter / union;
  }
  return out;
}

/** Squared Euclidean distance transform (Felzenszwalb & Huttenlocher) of a 1-D sampled function. */
function edt1d(f: Float64Array, n: number, d: Float64Array, v: Int32Array, z: Float64Array): void {
  let k = 0;
  v[0] = 0;
  z[0] = -Infinity;
  z[1] = Infinity;
  for (let q = 1; q < n; q++) {
    let s: number;
    for (;;) {
      const vk = v[k] ?? 0;
      s = ((f[q] ?? 0) + q * q - ((f[vk] ?? 0) + vk * vk)) / (2 * q - 2 * vk);
      if (s <= (z[k] ?? 0) && k > 0) k--;
      else break;
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = Infinity;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while ((z[k + 1] ?? Infinity) < q) k++;
    const vk = v[k] ?? 0;
    d[q] = (q - vk) * (q - vk) + (f[vk] ?? 0);
  }
}

/**
 * The interior-most pixel of a region (largest distance to a pixel outside it; the image's edge
 * counts as outside), within its bounding box grown by one.
 */
export function interiorPoint(
  inRegion: (x: number, y: number) => boolean,
  box: { x0: number; y0: number; x1: number; y1: number },
): { x: number; y: number } {
  const x0 = box.x0 - 1;
  const y0 = box.y0 - 1;
  const w = box.x1 - x0 + 2;
  const h = box.y1 - y0 + 2;
  const BIG = 1e12;
  const g = new Float64Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) g[y * w + x] = inRegion(x + x0, y + y0) ? BIG : 0;
  const n = Math.max(w, h);
  const f = new Float64Array(n);
  const d = new Float64Array(n);
  const v = new Int32Array(n);
  const z = new Float64Array(n + 1);
  for (let x = 0; x < w; x++) {
    for (let y = 0; y < h; y++) f[y] = g[y * w + x] ?? 0;
    edt1d(f, h, d, v, z);
    for (let y = 0; y < h; y++) g[y * w + x] = d[y] ?? 0;
  }
  let best = -1;
  let at = { x: box.x0, y: box.y0 };
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) f[x] = g[y * w + x] ?? 0;
    edt1d(f, w, d, v, z);
    for (let x = 0; x < w; x++)
      if ((d[x] ?? 0) > best) {
        best = d[x] ?? 0;
        at = { x: x + x0, y: y + y0 };
      }
  }
  return at;
}

/** The largest 4-connected region where `wrong` is set, as a membership test and bounding box. */
function largestRegion(wrong: Uint8Array, W: number, H: number) {
  const comp = new Int32Array(W * H).fill(-1);
  const queue = new Int32Array(W * H);
  let best = { id: -1, size: 0, x0: 0, y0: 0, x1: 0, y1: 0 };
  let id = 0;
  for (let s = 0; s < W * H; s++) {
    if (!wrong[s] || (comp[s] ?? -1) >= 0) continue;
    let head = 0;
    let tail = 0;
    queue[tail++] = s;
    comp[s] = id;
    const b = { id, size: 0, x0: W, y0: H, x1: 0, y1: 0 };
    while (head < tail) {
      const i = queue[head++] ?? 0;
      const x = i % W;
      const y = (i - x) / W;
      b.size++;
      b.x0 = Math.min(b.x0, x);
      b.x1 = Math.max(b.x1, x);
      b.y0 = Math.min(b.y0, y);
      b.y1 = Math.max(b.y1, y);
      for (const j of [x > 0 ? i - 1 : -1, x + 1 < W ? i + 1 : -1, i - W, i + W]) {
        if (j < 0 || j >= W * H || !wrong[j] || (comp[j] ?? -1) >= 0) continue;
        comp[j] = id;
        queue[tail++] = j;
      }
    }
    if (b.size > best.size) best = b;
    id++;
  }
  if (best.id < 0) return undefined;
  const target = best.id;
  return {
    box: best,
    has: (x: number, y: number) => x >= 0 && y >= 0 && x < W && y < H && comp[y * W + x] === target,
  };
}

export interface TapScore {
  dataset: string;
  images: number;
  taps: Record<string, Record<string, number>>;
  noc85: Record<string, number>;
  noc90: Record<string, number>;
}

export async function evalTaps(ds: Dataset, limit = Infinity, skip = 0): Promise<TapScore> {
  const names = ds.names.slice(skip, skip + limit);
  const editor = localSurfaceEditor(async () => new PaintIndex(CURATED_COLOURS));
  const main = ds.kind === 'cmp' ? 'body' : 'house';
  const sums = new Map<number, Map<string, { sum: number; n: number }>>();
  const noc = { 85: 0, 90: 0 };
  for (const name of names) {
    const bytes = readFileSync(imagePath(ds, name));
    const label = await readLabel(ds, name);
    const { width: W, height: H } = label;
    const truth = truthLabels(ds, label.ids);
    const automatic = (await analyzeSurfaces(bytes)).masks;
    const photo = { key: `${ds.dir}/${name}`, width: W, height: H, bytes: async () => bytes };
    const fixes: SurfaceFix[] = [];
    const reached: { 85?: number; 90?: number } = {};
    for (let k = 0; k <= MAX_TAPS; k++) {
      const pred = labelsAt(await editor.apply(photo, automatic, fixes), W, H);
      const s = scores(ds, truth, pred);
      const body = s[main] ?? 0;
      if (reached[85] === undefined && body >= 0.85) reached[85] = k;
      if (reached[90] === undefined && body >= 0.9) reached[90] = k;
      if ((REPORTED_TAPS as readonly number[]).includes(k)) {
        const at = sums.get(k) ?? new Map<string, { sum: number; n: number }>();
        sums.set(k, at);
        for (const [c, v] of Object.entries(s)) {
          const a = at.get(c) ?? { sum: 0, n: 0 };
          a.sum += v;
          a.n++;
          at.set(c, a);
        }
      }
      if (k === MAX_TAPS) break;
      const wrong = new Uint8Array(W * H);
      for (let i = 0; i < W * H; i++)
        wrong[i] = compared(ds, pred[i] ?? 0) !== (truth[i] ?? 0) ? 1 : 0;
      const region = largestRegion(wrong, W, H);
      if (!region) continue; // nothing wrong left: later steps score the same
      const point = interiorPoint(region.has, region.box);
      fixes.push({ surface: SURFACE_OF[truth[point.y * W + point.x] ?? 0] ?? 'none', point });
    }
    noc[85] += reached[85] ?? MAX_TAPS;
    noc[90] += reached[90] ?? MAX_TAPS;
  }
  const round = (v: number) => Number(v.toFixed(4));
  const taps: TapScore['taps'] = {};
  const classes = ds.kind === 'cmp' ? ['body', 'trim', 'accent'] : ['house', 'door'];
  for (const k of REPORTED_TAPS) {
    const at = sums.get(k);
    taps[String(k)] = Object.fromEntries(
      classes.map((c) => {
        const a = at?.get(c);
        return [c, round(a && a.n ? a.sum / a.n : 0)];
      }),
    );
  }
  const n = Math.max(1, names.length);
  return {
    dataset: ds.kind,
    images: names.length,
    taps,
    noc85: { [main]: round(noc[85] / n) },
    noc90: { [main]: round(noc[90] / n) },
  };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const dirs: string[] = [];
  let json = false;
  let limit = Infinity;
  let skip = 0;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--dir') dirs.push(argv[++i] ?? '');
    else if (a === '--json') json = true;
    else if (a === '--limit') limit = Number(argv[++i]);
    else if (a === '--skip') skip = Number(argv[++i]);
    else if (a === '--param') {
      // tuning: --param smooth=2 sets RELABEL_PARAMS.smooth (or FIX_PARAMS.k) for this run
      const [key, value] = (argv[++i] ?? '').split('=');
      if (key && key in RELABEL_PARAMS)
        RELABEL_PARAMS[key as keyof typeof RELABEL_PARAMS] = Number(value);
      else if (key && key in FIX_PARAMS) FIX_PARAMS[key as keyof typeof FIX_PARAMS] = Number(value);
      else throw new Error(`Unknown parameter ${key}`);
    }
  }
  for (const dir of dirs.length ? dirs : DEFAULT_DIRS) {
    const score = await evalTaps(openDataset(dir), limit, skip);
    if (json) {
      console.log(JSON.stringify(score));
      continue;
    }
    const classes = Object.keys(score.taps['0'] ?? {});
    console.log(`\n${dir} (${score.dataset}, ${score.images} images): mean IoU after N taps`);
    console.log(`taps  ${classes.map((c) => c.padStart(7)).join('')}`);
    for (const k of REPORTED_TAPS)
      console.log(
        `${String(k).padStart(4)}  ${classes.map((c) => (score.taps[String(k)]?.[c] ?? 0).toFixed(3).padStart(7)).join('')}`,
      );
    const main = Object.keys(score.noc85)[0] ?? 'body';
    console.log(
      `NoC@85 ${main} ${score.noc85[main]?.toFixed(1)}   NoC@90 ${main} ${score.noc90[main]?.toFixed(1)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
