/**
 * All of a photo's fixes at once: the taps are seeds of a re-labelling of the photo's superpixels
 * (Felzenszwalb segments) by a graph cut. Each segment's cost of a label blends the network's own
 * confidence (the automatic soft masks) with a colour model of the labels, learned from the
 * automatic labels and from every tap so far (a tap is strong evidence that its colour there is its
 * label). Neighbouring segments of like colour want the same label; a tapped segment must take its
 * tap's label. So one tap can take a whole roof or wall panel and every like region near it, and a
 * later tap elsewhere cannot undo an earlier one (the seeds hold). Strokes are painted over the
 * result in order, a tap re-asserting its segment over an earlier stroke.
 */
import type { FixGuide, FixLabel, WorkingFix } from './fix';
import { applyFix, assign, FIX_PARAMS, hardLabels, strokeRegion, sureness, tapRegion } from './fix';
import { alphaExpansion } from './graph-cut';
import type { SurfaceMasks } from './types';

export const RELABEL_PARAMS = {
  /** 0: taps in order (fix.ts), 1: the graph cut. */
  method: 0,
  /** Weight of the network's confidence against the colour model (0..1). */
  net: 0.5,
  /** Pairwise weight per boundary pixel between like-coloured segments. */
  smooth: 1.5,
  /** Lab distance scale of the pairwise term. */
  edgeSigma: 8,
  /** Lab distance scale of the colour model's kernel. */
  colourSigma: 6,
  /** Weight of one tap in its label's colour model, as a share of the photo's pixels. */
  tapWeight: 0.05,
  /** Spatial reach of a tap's colour evidence, as a share of the long side (0: everywhere). */
  reach: 0,
  /** Floor of a blended probability. */
  eps: 0.01,
};

/** A guide's superpixel graph: segments' sizes, colours, centres, pixels and adjacency. */
interface SegGraph {
  count: number;
  size: Float64Array;
  /** Mean L, a, b and x, y per segment (5 values). */
  mean: Float64Array;
  /** Pixels of segment s: pix[start[s] .. start[s + 1]). */
  start: Int32Array;
  pix: Int32Array;
  ea: Int32Array;
  eb: Int32Array;
  /** Shared boundary length (4-neighbour pixel pairs). */
  elen: Float64Array;
}

const graphs = new WeakMap<FixGuide, SegGraph>();

function segGraph(guide: FixGuide): SegGraph {
  const cached = graphs.get(guide);
  if (cached) return cached;
  const { w, h, seg, planes } = guide;
  let count = 0;
  for (let i = 0; i < seg.length; i++) count = Math.max(count, (seg[i] ?? 0) + 1);
  const size = new Float64Array(count);
  const mean = new Float64Array(count * 5);
  for (let i = 0; i < w * h; i++) {
    const s = seg[i] ?? 0;
    size[s] = (size[s] ?? 0) + 1;
    const x = i % w;
    const vals = [planes.L[i] ?? 0, planes.a[i] ?? 0, planes.b[i] ?? 0, x, (i - x) / w];
    for (let c = 0; c < 5; c++) mean[s * 5 + c] = (mean[s * 5 + c] ?? 0) + (vals[c] ?? 0);
  }
  for (let s = 0; s < count; s++)
    for (let c = 0; c < 5; c++)
      mean[s * 5 + c] = (mean[s * 5 + c] ?? 0) / Math.max(1, size[s] ?? 1);
  const start = new Int32Array(count + 1);
  for (let s = 0; s < count; s++) start[s + 1] = (start[s] ?? 0) + (size[s] ?? 0);
  const fill = start.slice(0, count);
  const pix = new Int32Array(w * h);
  for (let i = 0; i < w * h; i++) {
    const s = seg[i] ?? 0;
    pix[fill[s] ?? 0] = i;
    fill[s] = (fill[s] ?? 0) + 1;
  }
  const lens = new Map<number, number>();
  const touch = (p: number, q: number) => {
    if (p === q) return;
    const key = p < q ? p * count + q : q * count + p;
    lens.set(key, (lens.get(key) ?? 0) + 1);
  };
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (x + 1 < w) touch(seg[i] ?? 0, seg[i + 1] ?? 0);
      if (y + 1 < h) touch(seg[i] ?? 0, seg[i + w] ?? 0);
    }
  const keys = [...lens.keys()].sort((p, q) => p - q);
  const ea = new Int32Array(keys.length);
  const eb = new Int32Array(keys.length);
  const elen = new Float64Array(keys.length);
  keys.forEach((key, k) => {
    ea[k] = Math.floor(key / count);
    eb[k] = key % count;
    elen[k] = lens.get(key) ?? 0;
  });
  const g = { count, size, mean, start, pix, ea, eb, elen };
  graphs.set(guide, g);
  return g;
}

const labD2 = (m: Float64Array, s: number, t: number): number => {
  const dL = (m[s * 5] ?? 0) - (m[t * 5] ?? 0);
  const da = (m[s * 5 + 1] ?? 0) - (m[t * 5 + 1] ?? 0);
  const db = (m[s * 5 + 2] ?? 0) - (m[t * 5 + 2] ?? 0);
  return dL * dL + da * da + db * db;
};

/** What the automatic masks say per segment: label probabilities, majority label, colour model. */
interface Base {
  /** prob[s * 4 + c], c = 0 not paint, 1 body, 2 trim, 3 accent. */
  prob: Float64Array;
  label: Uint8Array;
  /** Unnormalised colour density of each label at each segment from the automatic labels. */
  dens: Float64Array;
  /** Pixels per label. */
  mass: Float64Array;
  /** Hard automatic label per pixel. */
  pixel: Uint8Array;
}

const bases = new WeakMap<SurfaceMasks, WeakMap<FixGuide, Base>>();

function baseOf(guide: FixGuide, g: SegGraph, masks: SurfaceMasks): Base {
  let byGuide = bases.get(masks);
  const cached = byGuide?.get(guide);
  if (cached) return cached;
  const pixel = hardLabels(masks);
  const prob = new Float64Array(g.count * 4);
  const votes = new Float64Array(g.count * 4);
  for (let i = 0; i < pixel.length; i++) {
    const s = guide.seg[i] ?? 0;
    const m = [
      (masks.mainBody[i] ?? 0) / 255,
      (masks.trim[i] ?? 0) / 255,
      (masks.accents[i] ?? 0) / 255,
    ];
    const p = [Math.max(0, 1 - Math.max(...m)), ...m];
    const sum = p.reduce((x, y) => x + y, 0) || 1;
    for (let c = 0; c < 4; c++) prob[s * 4 + c] = (prob[s * 4 + c] ?? 0) + (p[c] ?? 0) / sum;
    const l = pixel[i] ?? 0;
    votes[s * 4 + l] = (votes[s * 4 + l] ?? 0) + 1;
  }
  const label = new Uint8Array(g.count);
  const mass = new Float64Array(4);
  for (let s = 0; s < g.count; s++) {
    let best = 0;
    for (let c = 0; c < 4; c++) {
      prob[s * 4 + c] = (prob[s * 4 + c] ?? 0) / Math.max(1, g.size[s] ?? 1);
      if ((votes[s * 4 + c] ?? 0) > (votes[s * 4 + best] ?? 0)) best = c;
      mass[c] = (mass[c] ?? 0) + (votes[s * 4 + c] ?? 0);
    }
    label[s] = best;
  }
  const dens = new Float64Array(g.count * 4);
  const k2 = 2 * RELABEL_PARAMS.colourSigma ** 2;
  for (let s = 0; s < g.count; s++)
    for (let e = 0; e < g.count; e++) {
      const k = Math.exp(-labD2(g.mean, s, e) / k2);
      if (k < 1e-4) continue;
      for (let c = 0; c < 4; c++)
        dens[s * 4 + c] = (dens[s * 4 + c] ?? 0) + k * (votes[e * 4 + c] ?? 0);
    }
  const base = { prob, label, dens, mass, pixel };
  if (!byGuide) {
    byGuide = new WeakMap();
    bases.set(masks, byGuide);
  }
  byGuide.set(guide, base);
  return base;
}

/** The automatic masks with all the fixes applied (a new object; the input is not changed). */
export function applyFixes(
  guide: FixGuide,
  masks: SurfaceMasks,
  fixes: WorkingFix[],
  done?: { masks: SurfaceMasks; n: number },
): SurfaceMasks {
  const out: SurfaceMasks = {
    maskWidth: masks.maskWidth,
    maskHeight: masks.maskHeight,
    mainBody: masks.mainBody.slice(),
    trim: masks.trim.slice(),
    accents: masks.accents.slice(),
  };
  if (fixes.length === 0) return out;
  const P = RELABEL_PARAMS;
  if (P.method === 0) return applyFixesInOrder(guide, masks, fixes, done);
  const { w, h } = guide;
  const clamp = (v: number, hi: number) => Math.min(hi - 1, Math.max(0, Math.round(v)));
  const g = segGraph(guide);
  const base = baseOf(guide, g, masks);
  const S = g.count;
  // the seeds: the segment under each tap takes its label; a segment tapped with different labels
  // is not held, its pixels going to the nearest of its taps after the cut
  const seedLabel = new Int16Array(S).fill(-1);
  const mixed = new Map<number, { x: number; y: number; label: FixLabel }[]>();
  const taps: { s: number; x: number; y: number; label: FixLabel }[] = [];
  for (const fix of fixes)
    if ('point' in fix) {
      const x = clamp(fix.point.x, w);
      const y = clamp(fix.point.y, h);
      const s = guide.seg[y * w + x] ?? 0;
      taps.push({ s, x, y, label: fix.label });
    }
  for (const t of taps) {
    const before = seedLabel[t.s] ?? -1;
    if (before === -1) seedLabel[t.s] = t.label;
    else if (before !== t.label) seedLabel[t.s] = -2;
  }
  for (const t of taps) if (seedLabel[t.s] === -2) mixed.set(t.s, [...(mixed.get(t.s) ?? []), t]);
  if (taps.length) {
    // colour model: the automatic labels' density plus each tap's, per label, normalised by mass
    const k2 = 2 * P.colourSigma ** 2;
    const r2 = 2 * (P.reach * Math.max(w, h)) ** 2;
    const tapMass = P.tapWeight * w * h;
    const dens = base.dens.slice();
    const mass = base.mass.slice();
    for (const t of taps) {
      mass[t.label] = (mass[t.label] ?? 0) + tapMass;
      for (let s = 0; s < S; s++) {
        let k = Math.exp(-labD2(g.mean, s, t.s) / k2);
        if (r2 > 0) {
          const dx = (g.mean[s * 5 + 3] ?? 0) - (g.mean[t.s * 5 + 3] ?? 0);
          const dy = (g.mean[s * 5 + 4] ?? 0) - (g.mean[t.s * 5 + 4] ?? 0);
          k *= Math.exp(-(dx * dx + dy * dy) / r2);
        }
        dens[s * 4 + t.label] = (dens[s * 4 + t.label] ?? 0) + k * tapMass;
      }
    }
    const unary = new Float64Array(S * 4);
    const BIG = 1e9;
    for (let s = 0; s < S; s++) {
      const size = g.size[s] ?? 1;
      let total = 0;
      const col = [0, 0, 0, 0];
      for (let c = 0; c < 4; c++) {
        // class-conditional density (per pixel of the label), equal priors
        col[c] = (dens[s * 4 + c] ?? 0) / Math.max(1, mass[c] ?? 0);
        total += col[c] ?? 0;
      }
      for (let c = 0; c < 4; c++) {
        const pc = total > 0 ? (col[c] ?? 0) / total : 0.25;
        const p = P.net * (base.prob[s * 4 + c] ?? 0) + (1 - P.net) * pc;
        const seed = seedLabel[s] ?? -1;
        unary[s * 4 + c] = seed >= 0 ? (seed === c ? 0 : BIG) : -size * Math.log(p + P.eps);
        if (seed === -2) unary[s * 4 + c] = 0;
      }
    }
    const e2 = 2 * P.edgeSigma ** 2;
    const ew = new Float64Array(g.ea.length);
    for (let k = 0; k < ew.length; k++)
      ew[k] =
        P.smooth * (g.elen[k] ?? 0) * Math.exp(-labD2(g.mean, g.ea[k] ?? 0, g.eb[k] ?? 0) / e2);
    const init = base.label.slice();
    for (let s = 0; s < S; s++) if ((seedLabel[s] ?? -1) >= 0) init[s] = seedLabel[s] ?? 0;
    const cut = alphaExpansion({ nodes: S, labels: 4, unary, a: g.ea, b: g.eb, w: ew }, init);
    for (let s = 0; s < S; s++) {
      const l = cut[s] ?? 0;
      const pixels = g.pix.subarray(g.start[s] ?? 0, g.start[s + 1] ?? 0);
      const split = mixed.get(s);
      if (split) {
        for (const i of pixels) {
          const x = i % w;
          const y = (i - x) / w;
          let near = split[0];
          for (const t of split)
            if (
              (t.x - x) ** 2 + (t.y - y) ** 2 <=
              ((near?.x ?? 0) - x) ** 2 + ((near?.y ?? 0) - y) ** 2
            )
              near = t;
          assign(out, [i], near?.label ?? 0);
        }
        continue;
      }
      if (l === base.label[s] && (seedLabel[s] ?? -1) < 0) continue;
      assign(out, pixels, l as FixLabel);
    }
  }
  // strokes over the cut, in order; a later tap re-asserts its segment
  for (const fix of fixes) {
    if ('point' in fix) {
      const s = guide.seg[clamp(fix.point.y, h) * w + clamp(fix.point.x, w)] ?? 0;
      if (fixes.some((f) => 'stroke' in f) && !mixed.has(s))
        assign(out, g.pix.subarray(g.start[s] ?? 0, g.start[s + 1] ?? 0), fix.label);
    } else {
      const pts = fix.stroke.map((p) => ({ x: clamp(p.x, w), y: clamp(p.y, h) }));
      assign(out, strokeRegion(w, h, pts), fix.label);
    }
  }
  return out;
}

/**
 * The masks with all the fixes applied in order (a new object). A tap's region (tapRegion) keeps
 * out of the segments that earlier taps of another label landed on, so a later tap cannot undo an
 * earlier one (the simulated user no longer flips a wall back and forth between two labels).
 */
export function applyFixesInOrder(
  guide: FixGuide,
  masks: SurfaceMasks,
  fixes: WorkingFix[],
  done?: { masks: SurfaceMasks; n: number },
): SurfaceMasks {
  let out = done?.masks ?? masks;
  const { w, h } = guide;
  const clamp = (v: number, hi: number) => Math.min(hi - 1, Math.max(0, Math.round(v)));
  const taps: { s: number; x: number; y: number; label: FixLabel }[] = [];
  fixes.forEach((fix, k) => {
    if (!('point' in fix)) {
      if (k >= (done?.n ?? 0)) out = applyFix(guide, out, fix);
      return;
    }
    const x = clamp(fix.point.x, w);
    const y = clamp(fix.point.y, h);
    const tap = { s: guide.seg[y * w + x] ?? 0, x, y, label: fix.label };
    if (k < (done?.n ?? 0)) {
      taps.push(tap); // applied already (`done` is the masks after the first n fixes)
      return;
    }
    const held = new Map<number, { x: number; y: number }[]>();
    for (const t of FIX_PARAMS.hold ? taps : [])
      if (t.label !== fix.label) held.set(t.s, [...(held.get(t.s) ?? []), { x: t.x, y: t.y }]);
    const labels = hardLabels(out);
    const next: SurfaceMasks = {
      maskWidth: out.maskWidth,
      maskHeight: out.maskHeight,
      mainBody: out.mainBody.slice(),
      trim: out.trim.slice(),
      accents: out.accents.slice(),
    };
    assign(next, tapRegion(guide, labels, x, y, fix.label, held, sureness(out, labels)), fix.label);
    out = next;
    taps.push(tap);
  });
  return out;
}
