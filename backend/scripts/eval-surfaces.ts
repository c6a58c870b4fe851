/**
 * Scores analyzeSurfaces() on labelled facade folders (CMP palette PNGs or LabelMeFacade RGB PNGs;
 * the format is detected from classmap.json). IoU is accumulated over all pixels of a folder.
 *   tsx backend/scripts/eval-surfaces.ts [--dir DIR ...] [--json] [--overlay OUTDIR] [--limit N]
 *     [--by-class]  (also: where each labelled class's pixels went: other / body / trim / accent)
 */
import { readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { analyzeSurfaces, type SurfaceMasks } from '../engines/vision/index';
import { sharedData } from './shared-data';
import { bilinear } from '../engines/vision/refine';
import {
  CMP_GROUP,
  openDataset,
  imagePath,
  readLabel,
  type Dataset,
} from '../engines/vision/train/datasets';

const DEFAULT_DIRS = [sharedData('facades', 'cmp'), sharedData('facades', 'labelmefacade')];

interface Acc {
  inter: number;
  union: number;
}
const iou = (a: Acc): number => (a.union ? a.inter / a.union : 0);

/** Predicted label map (0 other, 1 body, 2 trim, 3 accent) at label resolution. */
export async function predict(buf: Buffer, W: number, H: number): Promise<Uint8Array> {
  return labelsAt((await analyzeSurfaces(buf)).masks, W, H);
}

/** Label map (0 other, 1 body, 2 trim, 3 accent) of working-size masks at W x H. */
export function labelsAt(masks: SurfaceMasks, W: number, H: number): Uint8Array {
  const { maskWidth: w, maskHeight: h } = masks;
  const ups = [masks.mainBody, masks.trim, masks.accents].map((m) => bilinear(m, w, h, W, H));
  const out = new Uint8Array(W * H);
  for (let i = 0; i < W * H; i++) {
    let best = 0;
    let bv = 0.5;
    ups.forEach((u, s) => {
      const v = u[i] ?? 0;
      if (v >= bv) {
        bv = v;
        best = s + 1;
      }
    });
    out[i] = best;
  }
  return out;
}

const COLORS = [
  [0, 0, 0],
  [255, 60, 60],
  [60, 220, 60],
  [60, 120, 255],
];

/** One labelled class and how many of its pixels were predicted other, body, trim, accent. */
interface ClassRow {
  label: string;
  pixels: number[];
}

export interface FolderScore {
  dataset: string;
  images: number;
  byClass?: ClassRow[];
  [key: string]: unknown;
}

/** LabelMeFacade classes that are certainly not paint: car, pavement, road, sky, vegetation. */
const OUTDOOR = new Set([2, 4, 5, 6, 7]);

export async function evalFolder(
  ds: Dataset,
  limit = Infinity,
  overlayDir?: string,
): Promise<FolderScore> {
  const names = ds.names.slice(0, limit);
  const acc: Record<string, Acc> = {};
  const get = (k: string): Acc => (acc[k] ??= { inter: 0, union: 0 });
  let correct = 0;
  let total = 0;
  let painted = 0;
  let paintedOutdoor = 0;
  // labelled class id -> pixels predicted other, body, trim, accent
  const byClass = new Map<number, number[]>();
  for (const name of names) {
    const buf = readFileSync(imagePath(ds, name));
    const lab = await readLabel(ds, name);
    const pred = await predict(buf, lab.width, lab.height);
    const n = lab.width * lab.height;
    for (let i = 0; i < n; i++) {
      const id = lab.ids[i] ?? 0;
      const p = pred[i] ?? 0;
      let row = byClass.get(id);
      if (!row) byClass.set(id, (row = [0, 0, 0, 0]));
      row[p] = (row[p] ?? 0) + 1;
      if (ds.kind === 'cmp') {
        const t = CMP_GROUP[id] ?? 0;
        for (const [k, g] of [
          ['body', 1],
          ['trim', 2],
          ['accent', 3],
        ] as const) {
          const a = get(k);
          if (t === g && p === g) a.inter++;
          if (t === g || p === g) a.union++;
        }
        if (t === p) correct++;
      } else {
        const house = id === 1 || id === 3;
        const ph = p > 0;
        const a = get('house');
        if (house && ph) a.inter++;
        if (house || ph) a.union++;
        const d = get('door');
        if (id === 3 && p === 3) d.inter++;
        if (id === 3 || p === 3) d.union++;
        if (house === ph) correct++;
        if (ph) painted++;
        if (ph && OUTDOOR.has(id)) paintedOutdoor++;
      }
      total++;
    }
    if (overlayDir) {
      const img = await sharp(buf)
        .resize(lab.width, lab.height, { fit: 'fill' })
        .removeAlpha()
        .raw()
        .toBuffer();
      for (let i = 0; i < n; i++) {
        const c = COLORS[pred[i] ?? 0] ?? [0, 0, 0];
        if ((pred[i] ?? 0) === 0) continue;
        for (let k = 0; k < 3; k++)
          img[i * 3 + k] = Math.round((img[i * 3 + k] ?? 0) * 0.45 + (c[k] ?? 0) * 0.55);
      }
      await sharp(img, { raw: { width: lab.width, height: lab.height, channels: 3 } })
        .png()
        .toFile(join(overlayDir, `${ds.kind}-${name}.png`));
    }
  }
  const score: FolderScore = { dataset: ds.kind, images: names.length };
  for (const [k, a] of Object.entries(acc)) score[k] = { iou: Number(iou(a).toFixed(4)) };
  score.pixelAccuracy = Number((correct / Math.max(1, total)).toFixed(4));
  score.byClass = [...byClass.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, row]) => ({ label: ds.classNames.get(id) ?? String(id), pixels: row }));
  if (ds.kind === 'labelmefacade')
    score.paintedOutdoor = Number((paintedOutdoor / Math.max(1, painted)).toFixed(4));
  return score;
}

/** Share of all pixels per labelled class, and the percentage of them predicted as each surface. */
function printByClass(rows: ClassRow[]): void {
  const total = rows.reduce((s, r) => s + r.pixels.reduce((a, b) => a + b, 0), 0);
  console.log('labelled as    % of px   -> other   body   trim  accent (%)');
  for (const { label, pixels } of rows) {
    const n = pixels.reduce((a, b) => a + b, 0);
    const cells = pixels.map((v) => ((100 * v) / Math.max(1, n)).toFixed(1).padStart(7));
    console.log(
      `${label.padEnd(14)} ${((100 * n) / total).toFixed(1).padStart(7)}    ${cells.join('')}`,
    );
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const dirs: string[] = [];
  let json = false;
  let limit = Infinity;
  let overlay: string | undefined;
  let showClasses = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--dir') dirs.push(argv[++i] ?? '');
    else if (a === '--json') json = true;
    else if (a === '--limit') limit = Number(argv[++i]);
    else if (a === '--overlay') overlay = argv[++i];
    else if (a === '--by-class') showClasses = true;
  }
  if (overlay) mkdirSync(overlay, { recursive: true });
  for (const dir of dirs.length ? dirs : DEFAULT_DIRS) {
    const score = await evalFolder(openDataset(dir), limit, overlay);
    const { paintedOutdoor, byClass, ...fields } = score;
    if (json) {
      console.log(JSON.stringify(fields));
      continue;
    }
    console.log(`\n${dir} (${score.dataset}, ${score.images} images)`);
    console.log('class      IoU');
    for (const [k, v] of Object.entries(score)) {
      if (typeof v === 'object' && v && 'iou' in v)
        console.log(`${k.padEnd(10)} ${(v as { iou: number }).iou.toFixed(3)}`);
    }
    console.log(`pixel acc  ${(score.pixelAccuracy as number).toFixed(3)}`);
    if (typeof paintedOutdoor === 'number')
      console.log(
        `painted area on sky, plants, ground or cars: ${(100 * paintedOutdoor).toFixed(1)} %`,
      );
    if (showClasses && byClass) printByClass(byClass);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
