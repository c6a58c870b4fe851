/**
 * Procedural street-scene backgrounds for training augmentation: CMP facades are rectified
 * crops with no sky, lawn, trees or road, while users photograph detached houses in a street.
 * pasteInScene() places a facade crop (RGB + CMP class ids) into a generated scene of sky,
 * clouds, trees, bare branches, lawn / road and occluding bushes, all labelled background.
 */
import { labToRgb, type Lab } from '../lab';
import { bilinear } from '../refine';

export type Rand = () => number;

/** Seeded generator (mulberry32), so generated training data can be reproduced. */
export function seededRand(seed: number): Rand {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function noise(rand: Rand, w: number, h: number, cells: number): Float32Array {
  const gw = Math.max(2, Math.round(cells * (w / Math.max(w, h))) + 1);
  const gh = Math.max(2, Math.round(cells * (h / Math.max(w, h))) + 1);
  const g = Uint8Array.from({ length: gw * gh }, () => Math.floor(rand() * 256));
  return bilinear(g, gw, gh, w, h);
}

/** Asphalt-shingle / tile lightness offset at (x, y): courses with staggered tab gaps. */
export function shingle(x: number, y: number, course: number, seed: number): number {
  const row = Math.floor(y / course);
  const tab = Math.floor((x + (row % 2) * course * 1.5) / (course * 3));
  const h = Math.sin(row * 12.9898 + tab * 78.233 + seed) * 43758.5453;
  const jitter = (h - Math.floor(h) - 0.5) * 12;
  const edge = y % course < 1 || (x + (row % 2) * course * 1.5) % (course * 3) < 1 ? -10 : 0;
  return jitter + edge;
}

/** Class id of roof planes in the U-Net's training data: after CMP's 12 (train_unet.py's ROOF + 1). */
export const ROOF_ID = 13;

export interface Scene {
  w: number;
  h: number;
  rgb: Uint8Array;
  ids: Uint8Array;
}

/**
 * `roofId`: the class id given to roof pixels (default 1, CMP background; the U-Net's training data
 * uses ROOF_ID, its own class, grouped with "other").
 */
export function pasteInScene(rand: Rand, fac: Scene, W: number, H: number, roofId = 1): Scene {
  const uni = (lo: number, hi: number): number => lo + (hi - lo) * rand();
  const rgb = new Uint8Array(W * H * 3);
  const ids = new Uint8Array(W * H).fill(1); // CMP background
  const put = (i: number, lab: Lab): void => {
    const [r, g, b] = labToRgb(lab);
    rgb[i * 3] = r;
    rgb[i * 3 + 1] = g;
    rgb[i * 3 + 2] = b;
  };
  const horizon = Math.round(H * uni(0.65, 0.95));
  const overcast = rand() < 0.35;
  const skyTop: Lab = overcast
    ? { L: uni(70, 92), a: 0, b: uni(-6, 2) }
    : { L: uni(50, 75), a: uni(-8, 2), b: uni(-40, -15) };
  const clouds = noise(rand, W, H, 6);
  const cloudAmt = uni(0, 1);
  // ground bands (lawn, asphalt, concrete with joints, gravel) from the horizon down
  type Band = Lab & { tex: number; lines: number; from: number };
  const material = (): Omit<Band, 'from'> => {
    const m = rand();
    if (m < 0.35) return { L: uni(30, 60), a: uni(-30, -8), b: uni(12, 40), tex: 25, lines: 0 };
    if (m < 0.6) return { L: uni(22, 50), a: uni(-1, 1), b: uni(-3, 3), tex: 6, lines: 0 };
    if (m < 0.85)
      return {
        L: uni(50, 78),
        a: uni(-1, 3),
        b: uni(0, 10),
        tex: 6,
        lines: Math.round(uni(6, 20)),
      };
    return { L: uni(45, 72), a: uni(0, 6), b: uni(8, 22), tex: 20, lines: 0 };
  };
  const bands: Band[] = [{ ...material(), from: horizon }];
  for (let k = 0; k < 2; k++)
    if (rand() < 0.5) bands.push({ ...material(), from: Math.round(uni(horizon, H)) });
  bands.sort((p, q) => p.from - q.from);
  const bandAt = (y: number): Band => {
    let b = bands[0] as Band;
    for (const c of bands) if (y >= c.from) b = c;
    return b;
  };
  const fine = noise(rand, W, H, Math.max(W, H) / 2);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      if (y < horizon) {
        const t = y / horizon;
        const c = Math.max(0, (clouds[i] ?? 0) - 0.5) * 2 * cloudAmt;
        put(i, {
          L: skyTop.L + t * 12 + c * 25,
          a: skyTop.a * (1 - c),
          b: skyTop.b * (1 - 0.5 * t) * (1 - c),
        });
      } else {
        const g = bandAt(y);
        put(i, {
          L:
            g.L +
            ((fine[i] ?? 0.5) - 0.5) * g.tex +
            (g.lines && (y - horizon) % g.lines < 1 ? -6 : 0),
          a: g.a,
          b: g.b,
        });
      }
    }
  }
  // facade, scaled to 45-95 % of the canvas width, standing on the horizon
  const s = Math.min((W * uni(0.45, 0.95)) / fac.w, (horizon * uni(0.7, 1)) / fac.h);
  const fw = Math.max(8, Math.round(fac.w * s));
  const fh = Math.max(8, Math.round(fac.h * s));
  const fx = Math.round(uni(0, W - fw));
  const fy = Math.min(H - fh, Math.round(horizon - fh + uni(-0.05, 0.1) * H));
  for (let y = 0; y < fh; y++) {
    const sy = Math.min(fac.h - 1, Math.floor((y * fac.h) / fh));
    for (let x = 0; x < fw; x++) {
      const sx = Math.min(fac.w - 1, Math.floor((x * fac.w) / fw));
      const si = sy * fac.w + sx;
      const di = (fy + y) * W + fx + x;
      if (fy + y < 0 || fy + y >= H) continue;
      rgb.set(fac.rgb.subarray(si * 3, si * 3 + 3), di * 3);
      ids[di] = fac.ids[si] ?? 1;
    }
  }
  // roof above the facade: gable or hip shape with shingle / tile texture, background
  if (rand() < 0.75 && fy > 4) {
    const rh = Math.min(fy, Math.round(fh * uni(0.2, 0.6)));
    const over = fw * uni(0, 0.08);
    const hip = rand() < 0.5;
    const roof: Lab =
      rand() < 0.6
        ? { L: uni(20, 50), a: uni(-2, 3), b: uni(-4, 8) }
        : { L: uni(30, 50), a: uni(15, 30), b: uni(15, 30) };
    const courses = uni(3, 7);
    const tex = noise(rand, W, H, Math.max(W, H) / 2);
    for (let y = fy - rh; y < fy; y++) {
      if (y < 0) continue;
      const t = (y - (fy - rh)) / rh; // 0 at ridge, 1 at eaves
      const half = hip ? fw / 2 - (1 - t) * fw * 0.3 + over * t : (fw / 2 + over) * t;
      for (
        let x = Math.max(0, Math.round(fx + fw / 2 - half));
        x < Math.min(W, fx + fw / 2 + half);
        x++
      ) {
        const i = y * W + x;
        const sh = shingle(x, y, courses, courses * 7);
        put(i, { L: roof.L + sh + ((tex[i] ?? 0.5) - 0.5) * 10, a: roof.a, b: roof.b });
        ids[i] = roofId;
      }
    }
  }
  // parked cars in front of the house
  const cars = rand() < 0.4 ? Math.ceil(uni(0, 2)) : 0;
  for (let k = 0; k < cars; k++) {
    const cw = Math.round(W * uni(0.2, 0.4));
    const chh = Math.round(cw * uni(0.35, 0.5));
    const cx0 = Math.round(uni(-0.1 * W, W - 0.8 * cw));
    const cy1 = Math.round(uni(horizon + 0.05 * H, H + 0.05 * H));
    const paintL = rand() < 0.5 ? uni(15, 35) : uni(55, 85);
    const car: Lab = {
      L: paintL,
      a: uni(-10, 30) * (rand() < 0.4 ? 1 : 0.1),
      b: uni(-20, 20) * (rand() < 0.4 ? 1 : 0.1),
    };
    for (let y = Math.max(0, cy1 - chh); y < Math.min(H, cy1); y++) {
      const t = (y - (cy1 - chh)) / chh;
      const inset = t < 0.4 ? (0.4 - t) * cw * 0.5 : 0;
      for (let x = Math.max(0, Math.round(cx0 + inset)); x < Math.min(W, cx0 + cw - inset); x++) {
        const i = y * W + x;
        const wheel =
          t > 0.75 &&
          (Math.abs(x - cx0 - cw * 0.2) < cw * 0.08 || Math.abs(x - cx0 - cw * 0.8) < cw * 0.08);
        if (wheel) put(i, { L: 12, a: 0, b: 0 });
        else if (t < 0.38 && t > 0.08) put(i, { L: uni(15, 35), a: -1, b: -4 });
        else put(i, { L: car.L + (t - 0.6) * 10, a: car.a, b: car.b });
        ids[i] = 1;
      }
    }
  }
  // a cast shadow (tree / neighbour) over part of the scene: darkens, labels unchanged
  if (rand() < 0.4) {
    const ang = uni(0, Math.PI);
    const nx = Math.cos(ang);
    const ny = Math.sin(ang);
    const off = uni(-0.3, 0.3) * W;
    const k = uni(0.35, 0.7);
    const edge = noise(rand, W, H, 10);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const i = y * W + x;
        if ((x - W / 2) * nx + (y - H / 2) * ny + ((edge[i] ?? 0.5) - 0.5) * W * 0.2 < off)
          continue;
        for (let c = 0; c < 3; c++) rgb[i * 3 + c] = Math.round((rgb[i * 3 + c] ?? 0) * k);
      }
    }
  }
  // trees / bushes (leafy blobs) and bare branches, drawn over everything, labelled background
  const blobs = Math.floor(uni(0, 4));
  for (let k = 0; k < blobs; k++) {
    const cx = uni(0, W);
    const cy = uni(H * 0.2, H);
    const r = uni(0.08, 0.3) * Math.max(W, H);
    const leaf: Lab =
      rand() < 0.8
        ? { L: uni(20, 50), a: uni(-25, -5), b: uni(10, 35) }
        : { L: uni(30, 55), a: uni(5, 25), b: uni(25, 45) };
    const tex = noise(rand, W, H, Math.max(W, H) / 3);
    const shape = noise(rand, W, H, 8);
    for (let y = Math.max(0, Math.floor(cy - r)); y < Math.min(H, cy + r); y++) {
      for (let x = Math.max(0, Math.floor(cx - r)); x < Math.min(W, cx + r); x++) {
        const i = y * W + x;
        const d = Math.hypot(x - cx, y - cy) / r;
        if (d + ((shape[i] ?? 0.5) - 0.5) * 0.8 > 1) continue;
        put(i, { L: leaf.L + ((tex[i] ?? 0.5) - 0.5) * 30, a: leaf.a, b: leaf.b });
        ids[i] = 1;
      }
    }
  }
  if (rand() < 0.4) {
    for (let k = 0; k < 6; k++) {
      let x = uni(0, W);
      let y = H * uni(0.3, 0.8);
      let ang = -Math.PI / 2 + uni(-0.6, 0.6);
      const thick = uni(0.5, 2.5);
      for (let step = 0; step < H; step++) {
        x += Math.cos(ang);
        y += Math.sin(ang);
        ang += uni(-0.15, 0.15);
        if (x < 0 || x >= W || y < 0) break;
        for (let dy = -thick; dy <= thick; dy++) {
          for (let dx = -thick; dx <= thick; dx++) {
            const xx = Math.round(x + dx);
            const yy = Math.round(y + dy);
            if (xx < 0 || xx >= W || yy < 0 || yy >= H) continue;
            put(yy * W + xx, { L: uni(15, 35), a: 2, b: 6 });
            ids[yy * W + xx] = 1;
          }
        }
      }
    }
  }
  return { w: W, h: H, rgb, ids };
}
