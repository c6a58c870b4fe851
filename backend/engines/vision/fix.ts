/**
 * User fixes of the surface masks (tap = the wrong region under the point, drag = a brush stroke).
 * Pure functions at the masks' working resolution; the same code serves the API and eval:taps.
 *
 * A tap's region: the connected part of the tapped pixel's current label (body, trim, accent or
 * not paint) that looks like the tapped place. The photo is cut into Felzenszwalb segments once;
 * the segments inside the label's connected component are grown from the tapped one while their
 * colour stays near the region's, and when that covers most of the component the whole component
 * is taken (a tap on a wrongly painted roof takes the roof, not a patch of it).
 */
import type { LabPlanes } from './features';
import { rgbToLabPlanes } from './features';
import type { SurfaceMasks } from './types';

/** 0 not paint, 1 body, 2 trim, 3 accent. */
export type FixLabel = 0 | 1 | 2 | 3;

/** A fix in working-resolution pixel coordinates. */
export type WorkingFix =
  | { label: FixLabel; point: { x: number; y: number } }
  | { label: FixLabel; stroke: { x: number; y: number }[] };

/** What a photo's fixes need besides the masks; made once per photo. */
export interface FixGuide {
  w: number;
  h: number;
  planes: LabPlanes;
  /** Felzenszwalb segment id per pixel. */
  seg: Int32Array;
}

export const FIX_PARAMS = {
  /** Felzenszwalb scale (Lab distance units) and smallest segment (px). */
  k: 60,
  minSize: 24,
  /** Lab distance within which a neighbouring segment joins the tapped region. */
  grow: 10,
  /** Below this confidence (0..1) of its current label a segment joins within growUnsure. */
  unsure: 0,
  growUnsure: 20,
  /** Share of the label's component the grown region must cover to take the whole component. */
  whole: 0.9,
  /** 1: a tap keeps out of the segments earlier taps of another label landed on; 0: it may not. */
  hold: 1,
  /** Brush radius of a stroke, as a share of the long side. */
  brush: 0.008,
};

const labDist = (p: LabPlanes, i: number, j: number): number => {
  const dL = (p.L[i] ?? 0) - (p.L[j] ?? 0);
  const da = (p.a[i] ?? 0) - (p.a[j] ?? 0);
  const db = (p.b[i] ?? 0) - (p.b[j] ?? 0);
  return Math.sqrt(dL * dL + da * da + db * db);
};

function find(parent: Int32Array, i: number): number {
  let r = i;
  while (parent[r] !== r) r = parent[r] ?? r;
  let j = i;
  while (parent[j] !== r) {
    const next = parent[j] ?? r;
    parent[j] = r;
    j = next;
  }
  return r;
}

/** Felzenszwalb–Huttenlocher graph segmentation over 4-neighbours in Lab (deterministic). */
export function felzenszwalb(planes: LabPlanes, k: number, minSize: number): Int32Array {
  const { w, h } = planes;
  const n = w * h;
  const m = (w - 1) * h + w * (h - 1);
  const ea = new Int32Array(m);
  const eb = new Int32Array(m);
  const ew = new Uint16Array(m);
  let e = 0;
  const SCALE = 8; // weights quantised to 1/8 Lab unit, counting-sorted
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (x + 1 < w) {
        ea[e] = i;
        eb[e] = i + 1;
        ew[e++] = Math.min(65535, Math.round(labDist(planes, i, i + 1) * SCALE));
      }
      if (y + 1 < h) {
        ea[e] = i;
        eb[e] = i + w;
        ew[e++] = Math.min(65535, Math.round(labDist(planes, i, i + w) * SCALE));
      }
    }
  let maxW = 0;
  for (let i = 0; i < m; i++) maxW = Math.max(maxW, ew[i] ?? 0);
  const count = new Int32Array(maxW + 2);
  for (let i = 0; i < m; i++) count[(ew[i] ?? 0) + 1] = (count[(ew[i] ?? 0) + 1] ?? 0) + 1;
  for (let v = 1; v < count.length; v++) count[v] = (count[v] ?? 0) + (count[v - 1] ?? 0);
  const order = new Int32Array(m);
  for (let i = 0; i < m; i++) {
    const v = ew[i] ?? 0;
    const at = count[v] ?? 0;
    order[at] = i;
    count[v] = at + 1;
  }

  const parent = new Int32Array(n).map((_, i) => i);
  const size = new Int32Array(n).fill(1);
  const thresh = new Float64Array(n).fill(k);
  for (let o = 0; o < m; o++) {
    const ed = order[o] ?? 0;
    const a = find(parent, ea[ed] ?? 0);
    const b = find(parent, eb[ed] ?? 0);
    if (a === b) continue;
    const wt = (ew[ed] ?? 0) / SCALE;
    if (wt <= (thresh[a] ?? 0) && wt <= (thresh[b] ?? 0)) {
      const [big, small] = (size[a] ?? 0) >= (size[b] ?? 0) ? [a, b] : [b, a];
      parent[small] = big;
      size[big] = (size[big] ?? 0) + (size[small] ?? 0);
      thresh[big] = wt + k / (size[big] ?? 1);
    }
  }
  for (let o = 0; o < m; o++) {
    const ed = order[o] ?? 0;
    const a = find(parent, ea[ed] ?? 0);
    const b = find(parent, eb[ed] ?? 0);
    if (a !== b && ((size[a] ?? 0) < minSize || (size[b] ?? 0) < minSize)) {
      const [big, small] = (size[a] ?? 0) >= (size[b] ?? 0) ? [a, b] : [b, a];
      parent[small] = big;
      size[big] = (size[big] ?? 0) + (size[small] ?? 0);
    }
  }
  const ids = new Int32Array(n).fill(-1);
  const seg = new Int32Array(n);
  let next = 0;
  for (let i = 0; i < n; i++) {
    const r = find(parent, i);
    if ((ids[r] ?? -1) < 0) ids[r] = next++;
    seg[i] = ids[r] ?? 0;
  }
  return seg;
}

/** The guide of a working-size RGB image (packed, 3 channels). */
export function makeFixGuide(rgb: Uint8Array, w: number, h: number): FixGuide {
  const planes = rgbToLabPlanes(rgb, w, h);
  return { w, h, planes, seg: felzenszwalb(planes, FIX_PARAMS.k, FIX_PARAMS.minSize) };
}

/** Hard labels of soft masks: the strongest surface at ≥ 128, else not paint. */
export function hardLabels(masks: SurfaceMasks): Uint8Array {
  const { mainBody, trim, accents } = masks;
  const out = new Uint8Array(mainBody.length);
  for (let i = 0; i < out.length; i++) {
    const b = mainBody[i] ?? 0;
    const t = trim[i] ?? 0;
    const a = accents[i] ?? 0;
    // the strongest at >= 128; on a tie the later surface wins (as eval:surfaces decides)
    let best = 0;
    let bv = 128;
    if (b >= bv) {
      best = 1;
      bv = b;
    }
    if (t >= bv) {
      best = 2;
      bv = t;
    }
    if (a >= bv) best = 3;
    out[i] = best;
  }
  return out;
}

/** Per pixel, how sure (0..255) the masks are of the pixel's hard label. */
export function sureness(masks: SurfaceMasks, labels: Uint8Array): Uint8Array {
  const out = new Uint8Array(labels.length);
  for (let i = 0; i < out.length; i++) {
    const m = [masks.mainBody[i] ?? 0, masks.trim[i] ?? 0, masks.accents[i] ?? 0];
    const l = labels[i] ?? 0;
    out[i] = l ? (m[l - 1] ?? 0) : 255 - Math.max(...m);
  }
  return out;
}

/** 4-connected component of `labels` equal to labels[start], as a pixel list. */
function component(labels: Uint8Array, w: number, h: number, start: number): Int32Array {
  const target = labels[start];
  const seen = new Uint8Array(labels.length);
  const queue = new Int32Array(labels.length);
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  seen[start] = 1;
  while (head < tail) {
    const i = queue[head++] ?? 0;
    const x = i % w;
    const y = (i - x) / w;
    const visit = (j: number) => {
      if (!seen[j] && labels[j] === target) {
        seen[j] = 1;
        queue[tail++] = j;
      }
    };
    if (x > 0) visit(i - 1);
    if (x + 1 < w) visit(i + 1);
    if (y > 0) visit(i - w);
    if (y + 1 < h) visit(i + w);
  }
  return queue.slice(0, tail);
}

/** The pixels one tap at (x, y) takes: see the file's comment. */
export function tapRegion(
  guide: FixGuide,
  labels: Uint8Array,
  x: number,
  y: number,
  label: FixLabel,
  held: ReadonlyMap<number, { x: number; y: number }[]> = new Map(),
  sure?: Uint8Array,
): Int32Array {
  const { w, h, seg, planes } = guide;
  const start = y * w + x;
  // a tap on a place that already has its label (a 'Not paint' tap on the bare part of a roof
  // whose other parts are painted) takes the like-coloured places around it, whatever their label
  const already = labels[start] === label;
  const whole = already
    ? Int32Array.from({ length: w * h }, (_, i) => i)
    : component(labels, w, h, start);
  const own = held.get(seg[start] ?? 0);
  if (own) {
    // the tapped segment holds an earlier tap of another label: split it between the taps
    const d2 = (i: number, p: { x: number; y: number }) =>
      ((i % w) - p.x) ** 2 + (Math.floor(i / w) - p.y) ** 2;
    return whole.filter(
      (i) => seg[i] === seg[start] && own.every((p) => d2(i, { x, y }) <= d2(i, p)),
    );
  }
  // segments held by earlier taps of another label stay out of this tap's region
  const comp = whole.filter((i) => !held.has(seg[i] ?? 0));
  const blocked = already || comp.length < whole.length;
  // pieces: segments cut by the component, with colour sums and adjacency
  let segCount = 0;
  for (let i = 0; i < seg.length; i++) segCount = Math.max(segCount, (seg[i] ?? 0) + 1);
  const pieceBySeg = new Int32Array(segCount).fill(-1);
  const pieceOf = { get: (s: number) => pieceBySeg[s] ?? 0 };
  const sums: number[][] = [];
  const inComp = new Uint8Array(w * h);
  for (const i of comp) {
    inComp[i] = 1;
    const s = seg[i] ?? 0;
    let p = pieceBySeg[s] ?? -1;
    if (p < 0) {
      p = sums.length;
      pieceBySeg[s] = p;
      sums.push([0, 0, 0, 0, 0]);
    }
    const t = sums[p] ?? [0, 0, 0, 0, 0];
    t[4] = (t[4] ?? 0) + (sure?.[i] ?? 255);
    t[0] = (t[0] ?? 0) + (planes.L[i] ?? 0);
    t[1] = (t[1] ?? 0) + (planes.a[i] ?? 0);
    t[2] = (t[2] ?? 0) + (planes.b[i] ?? 0);
    t[3] = (t[3] ?? 0) + 1;
  }
  const adj: Set<number>[] = sums.map(() => new Set<number>());
  const link = (p: number, j: number) => {
    if (!inComp[j]) return;
    const q = pieceOf.get(seg[j] ?? 0);
    if (q !== p) {
      adj[p]?.add(q);
      adj[q]?.add(p);
    }
  };
  for (const i of comp) {
    const p = pieceOf.get(seg[i] ?? 0);
    if ((i % w) + 1 < w) link(p, i + 1);
    if (i + w < w * h) link(p, i + w);
  }
  const seed = pieceOf.get(seg[start] ?? 0);
  const taken = new Uint8Array(sums.length);
  taken[seed] = 1;
  const acc = [...(sums[seed] ?? [0, 0, 0, 1])];
  const frontier = [seed];
  while (frontier.length) {
    const p = frontier.pop() ?? 0;
    for (const q of [...(adj[p] ?? [])].sort((a, b) => a - b)) {
      if (taken[q]) continue;
      const t = sums[q] ?? [0, 0, 0, 1];
      const n = acc[3] ?? 1;
      const nq = t[3] ?? 1;
      const d = Math.hypot(
        (t[0] ?? 0) / nq - (acc[0] ?? 0) / n,
        (t[1] ?? 0) / nq - (acc[1] ?? 0) / n,
        (t[2] ?? 0) / nq - (acc[2] ?? 0) / n,
      );
      // a segment the network was unsure of joins at a larger colour distance
      const unsure = (t[4] ?? 0) / nq < 255 * FIX_PARAMS.unsure;
      if (d > (unsure ? FIX_PARAMS.growUnsure : FIX_PARAMS.grow)) continue;
      taken[q] = 1;
      for (let c = 0; c < 4; c++) acc[c] = (acc[c] ?? 0) + (t[c] ?? 0);
      frontier.push(q);
    }
  }
  if (!blocked && (acc[3] ?? 0) >= FIX_PARAMS.whole * comp.length) return comp;
  return comp.filter((i) => taken[pieceOf.get(seg[i] ?? 0)] === 1);
}

/** The pixels a stroke through the points paints (a round brush along each segment). */
export function strokeRegion(w: number, h: number, points: { x: number; y: number }[]): Int32Array {
  const r = Math.max(1, Math.round(FIX_PARAMS.brush * Math.max(w, h)));
  const hit = new Uint8Array(w * h);
  const dab = (cx: number, cy: number) => {
    for (let y = Math.max(0, cy - r); y <= Math.min(h - 1, cy + r); y++)
      for (let x = Math.max(0, cx - r); x <= Math.min(w - 1, cx + r); x++)
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) hit[y * w + x] = 1;
  };
  points.forEach((p, k) => {
    const prev = points[k - 1] ?? p;
    const steps = Math.max(1, Math.ceil(Math.hypot(p.x - prev.x, p.y - prev.y)));
    for (let s = 0; s <= steps; s++)
      dab(
        Math.round(prev.x + ((p.x - prev.x) * s) / steps),
        Math.round(prev.y + ((p.y - prev.y) * s) / steps),
      );
  });
  const out: number[] = [];
  hit.forEach((v, i) => v && out.push(i));
  return Int32Array.from(out);
}

/** Assigns the pixels to a label in place: 255 on that surface, 0 on the others. */
export function assign(masks: SurfaceMasks, pixels: Iterable<number>, label: FixLabel): void {
  const [b, t, a] = [label === 1 ? 255 : 0, label === 2 ? 255 : 0, label === 3 ? 255 : 0];
  for (const i of pixels) {
    masks.mainBody[i] = b;
    masks.trim[i] = t;
    masks.accents[i] = a;
  }
}

/** The masks with one fix applied (a new object; the input is not changed). */
export function applyFix(guide: FixGuide, masks: SurfaceMasks, fix: WorkingFix): SurfaceMasks {
  const out: SurfaceMasks = {
    maskWidth: masks.maskWidth,
    maskHeight: masks.maskHeight,
    mainBody: masks.mainBody.slice(),
    trim: masks.trim.slice(),
    accents: masks.accents.slice(),
  };
  const { w, h } = guide;
  const clamp = (v: number, hi: number) => Math.min(hi - 1, Math.max(0, Math.round(v)));
  const pixels =
    'point' in fix
      ? tapRegion(guide, hardLabels(masks), clamp(fix.point.x, w), clamp(fix.point.y, h), fix.label)
      : strokeRegion(
          w,
          h,
          fix.stroke.map((p) => ({ x: clamp(p.x, w), y: clamp(p.y, h) })),
        );
  assign(out, pixels, fix.label);
  return out;
}
