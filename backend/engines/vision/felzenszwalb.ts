/** Felzenszwalb–Huttenlocher graph segmentation of a photo's Lab planes (fix.ts cuts taps by it). */
import type { LabPlanes } from './features';

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
