/**
 * Per-pixel feature extraction at the working resolution.
 * Features are multi-scale colour (Lab), texture (local std, oriented gradient energy) and
 * chroma; they are the input channels of the facade CNN (cnn.ts).
 */
import { SRGB_TO_LINEAR, linearRgbToLab } from './lab';

export interface LabPlanes {
  w: number;
  h: number;
  L: Float32Array;
  a: Float32Array;
  b: Float32Array;
}

export function rgbToLabPlanes(rgb: Uint8Array, w: number, h: number, channels = 3): LabPlanes {
  const n = w * h;
  const L = new Float32Array(n);
  const a = new Float32Array(n);
  const b = new Float32Array(n);
  for (let i = 0, j = 0; i < n; i++, j += channels) {
    const lab = linearRgbToLab(
      SRGB_TO_LINEAR[rgb[j] ?? 0] ?? 0,
      SRGB_TO_LINEAR[rgb[j + 1] ?? 0] ?? 0,
      SRGB_TO_LINEAR[rgb[j + 2] ?? 0] ?? 0,
    );
    L[i] = lab.L;
    a[i] = lab.a;
    b[i] = lab.b;
  }
  return { w, h, L, a, b };
}

/** Box mean with radius r (window 2r+1, clamped at borders) via an integral image. */
export function boxMean(src: Float32Array, w: number, h: number, r: number): Float32Array {
  if (r <= 0) return src.slice();
  const W = w + 1;
  const S = new Float64Array(W * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += src[y * w + x] ?? 0;
      S[(y + 1) * W + x + 1] = (S[y * W + x + 1] ?? 0) + row;
    }
  }
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(h, y + r + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(w, x + r + 1);
      const s =
        (S[y1 * W + x1] ?? 0) -
        (S[y0 * W + x1] ?? 0) -
        (S[y1 * W + x0] ?? 0) +
        (S[y0 * W + x0] ?? 0);
      out[y * w + x] = s / ((y1 - y0) * (x1 - x0));
    }
  }
  return out;
}

/** Working-resolution radii are expressed for a long side of 320 px and scaled. */
const COLOR_RADII = [0, 2, 5, 12, 28];
const STD_RADII = [2, 5, 12];
const GRAD_RADII = [1, 4, 10];

export const STAGE1_FEATURES =
  COLOR_RADII.length * 3 + STD_RADII.length + GRAD_RADII.length * 2 + 2;

/** Stage-1 features, pixel-major: out[i * F + k]. */
export function stage1Features(p: LabPlanes): Float32Array {
  const { w, h, L, a, b } = p;
  const n = w * h;
  const F = STAGE1_FEATURES;
  const out = new Float32Array(n * F);
  const scale = Math.max(w, h) / 320;
  const rad = (r: number): number => Math.round(r * scale);
  let k = 0;
  const put = (plane: Float32Array, mul: number, add = 0): void => {
    for (let i = 0; i < n; i++) out[i * F + k] = ((plane[i] ?? 0) + add) * mul;
    k++;
  };
  for (const r of COLOR_RADII) {
    put(boxMean(L, w, h, rad(r)), 1 / 50, -50);
    put(boxMean(a, w, h, rad(r)), 1 / 30);
    put(boxMean(b, w, h, rad(r)), 1 / 30);
  }
  const L2 = new Float32Array(n);
  for (let i = 0; i < n; i++) L2[i] = (L[i] ?? 0) * (L[i] ?? 0);
  for (const r of STD_RADII) {
    const m = boxMean(L, w, h, rad(r));
    const m2 = boxMean(L2, w, h, rad(r));
    const sd = new Float32Array(n);
    for (let i = 0; i < n; i++) sd[i] = Math.sqrt(Math.max(0, (m2[i] ?? 0) - (m[i] ?? 0) ** 2));
    put(sd, 1 / 10);
  }
  const gx = new Float32Array(n);
  const gy = new Float32Array(n);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const xl = x > 0 ? i - 1 : i;
      const xr = x < w - 1 ? i + 1 : i;
      const yu = y > 0 ? i - w : i;
      const yd = y < h - 1 ? i + w : i;
      gx[i] = Math.abs((L[xr] ?? 0) - (L[xl] ?? 0));
      gy[i] = Math.abs((L[yd] ?? 0) - (L[yu] ?? 0));
    }
  }
  for (const r of GRAD_RADII) {
    put(boxMean(gx, w, h, Math.max(1, rad(r))), 1 / 10);
    put(boxMean(gy, w, h, Math.max(1, rad(r))), 1 / 10);
  }
  const chroma = new Float32Array(n);
  for (let i = 0; i < n; i++) chroma[i] = Math.hypot(a[i] ?? 0, b[i] ?? 0);
  put(chroma, 1 / 30);
  put(boxMean(chroma, w, h, rad(5)), 1 / 30);
  return out;
}
