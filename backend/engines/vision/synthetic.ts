/**
 * Procedural house photos with known surface masks, for tests and the render evaluation.
 * Scene: sky gradient, dark roof, lap-siding body with lighting gradient and board shadows,
 * white trim (corner boards, fascia, window and door casings), dark windows, accent door, lawn.
 */
import { labToRgb, type Lab } from './lab';
import { workingSize, WORK_LONG_SIDE } from './image-io';
import type { SurfaceMasks } from './types';

export interface SyntheticHouse {
  width: number;
  height: number;
  rgb: Uint8Array;
  /** 0 other, 1 body, 2 trim, 3 accent */
  truth: Uint8Array;
}

export interface SyntheticOptions {
  width?: number;
  height?: number;
  seed?: number;
  body?: Lab;
  trim?: Lab;
  accent?: Lab;
}

function rng(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function syntheticHouse(opts: SyntheticOptions = {}): SyntheticHouse {
  const W = opts.width ?? 800;
  const H = opts.height ?? 600;
  const rand = rng(opts.seed ?? 1);
  const body = opts.body ?? { L: 62, a: -4, b: 14 };
  const trim = opts.trim ?? { L: 93, a: 0, b: 2 };
  const accent = opts.accent ?? { L: 30, a: 35, b: 18 };
  const rgb = new Uint8Array(W * H * 3);
  const truth = new Uint8Array(W * H);
  const bx0 = Math.round(W * (0.12 + rand() * 0.05));
  const bx1 = Math.round(W * (0.88 - rand() * 0.05));
  const by0 = Math.round(H * 0.38);
  const by1 = Math.round(H * 0.82);
  const roofTop = Math.round(H * 0.14);
  const cornerW = Math.max(3, Math.round(W * 0.02));
  const fasciaH = Math.max(3, Math.round(H * 0.018));
  const casing = Math.max(2, Math.round(W * 0.008));
  const boardH = Math.max(4, Math.round(H * 0.02));
  const winW = Math.round((bx1 - bx0) * 0.13);
  const winH = Math.round((by1 - by0) * 0.42);
  const wy0 = by0 + Math.round((by1 - by0) * 0.2);
  const wins = [0.12, 0.3, 0.72].map((f) => bx0 + Math.round((bx1 - bx0) * f));
  const dx0 = bx0 + Math.round((bx1 - bx0) * 0.5);
  const dx1 = dx0 + Math.round((bx1 - bx0) * 0.11);
  const dy0 = by0 + Math.round((by1 - by0) * 0.3);
  const inRect = (x: number, y: number, x0: number, y0: number, x1: number, y1: number): boolean =>
    x >= x0 && x < x1 && y >= y0 && y < y1;
  const paint = (i: number, lab: Lab, cls: number): void => {
    const [r, g, b] = labToRgb(lab);
    rgb[i * 3] = r;
    rgb[i * 3 + 1] = g;
    rgb[i * 3 + 2] = b;
    truth[i] = cls;
  };
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const noise = (rand() - 0.5) * 3;
      const light = 8 * (0.5 - x / W) + 4 * (0.5 - (y - by0) / (by1 - by0));
      const halfRoof = ((y - roofTop) / (by0 - roofTop)) * ((bx1 - bx0) / 2 + W * 0.05);
      const roofCx = (bx0 + bx1) / 2;
      if (y >= roofTop && y < by0 && Math.abs(x - roofCx) <= halfRoof) {
        if (y >= by0 - fasciaH) paint(i, { L: trim.L + noise, a: trim.a, b: trim.b }, 2);
        else paint(i, { L: 28 + noise * 2 + ((y - roofTop) % 9 < 1 ? -6 : 0), a: 1, b: 3 }, 0);
      } else if (inRect(x, y, bx0, by0, bx1, by1)) {
        const inWin = wins.some((wx) => inRect(x, y, wx, wy0, wx + winW, wy0 + winH));
        const inWinCasing = wins.some((wx) =>
          inRect(x, y, wx - casing, wy0 - casing, wx + winW + casing, wy0 + winH + casing * 2),
        );
        if (inWin) {
          const mull =
            Math.abs(x - (wins.find((wx) => x >= wx && x < wx + winW) ?? 0) - winW / 2) <
            casing / 2;
          if (mull) paint(i, { L: trim.L - 3 + noise, a: trim.a, b: trim.b }, 2);
          else paint(i, { L: 22 + 10 * (1 - (y - wy0) / winH) + noise, a: -2, b: -8 }, 0);
        } else if (inRect(x, y, dx0, dy0, dx1, by1)) {
          const panel = (x - dx0) % Math.max(4, Math.round((dx1 - dx0) / 2)) < 2 ? -4 : 0;
          paint(i, { L: accent.L + light * 0.5 + panel + noise, a: accent.a, b: accent.b }, 3);
        } else if (inWinCasing || inRect(x, y, dx0 - casing, dy0 - casing, dx1 + casing, by1)) {
          paint(i, { L: trim.L - 2 + light * 0.3 + noise, a: trim.a, b: trim.b }, 2);
        } else if (x < bx0 + cornerW || x >= bx1 - cornerW) {
          paint(i, { L: trim.L - 2 + light * 0.3 + noise, a: trim.a, b: trim.b }, 2);
        } else {
          const shadow = (y - by0) % boardH < 2 ? -9 : ((y - by0) % boardH) * 0.4;
          paint(i, { L: body.L + light + shadow + noise, a: body.a, b: body.b }, 1);
        }
      } else if (y >= by1 - 2) {
        paint(
          i,
          {
            L: 45 + rand() * 18 - 8 * ((y - by1) / (H - by1)),
            a: -28 + rand() * 8,
            b: 32 + rand() * 8,
          },
          0,
        );
      } else {
        const t = y / by1;
        paint(i, { L: 72 + 18 * t + noise * 0.3, a: -4, b: -28 + 20 * t }, 0);
      }
    }
  }
  return { width: W, height: H, rgb, truth };
}

/** Ground-truth labels (0..3) -> area-averaged soft masks at the analysis working resolution. */
export function truthMasks(truth: Uint8Array, W: number, H: number): SurfaceMasks {
  const [w, h] = workingSize(W, H, WORK_LONG_SIDE);
  const out = [new Uint8Array(w * h), new Uint8Array(w * h), new Uint8Array(w * h)];
  for (let y = 0; y < h; y++) {
    const y0 = Math.floor((y * H) / h);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * H) / h));
    for (let x = 0; x < w; x++) {
      const x0 = Math.floor((x * W) / w);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * W) / w));
      const cnt = new Float64Array(4);
      for (let yy = y0; yy < y1; yy++) {
        for (let xx = x0; xx < x1; xx++) {
          const t = truth[yy * W + xx] ?? 0;
          cnt[t] = (cnt[t] ?? 0) + 1;
        }
      }
      const tot = (y1 - y0) * (x1 - x0);
      for (let s = 0; s < 3; s++)
        (out[s] as Uint8Array)[y * w + x] = Math.round((255 * (cnt[s + 1] ?? 0)) / tot);
    }
  }
  return {
    maskWidth: w,
    maskHeight: h,
    mainBody: out[0] as Uint8Array,
    trim: out[1] as Uint8Array,
    accents: out[2] as Uint8Array,
  };
}
