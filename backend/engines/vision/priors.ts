/**
 * Classical scene priors for street photos of houses, which the CMP-trained model never saw:
 * sky (smooth bright/blue region connected to the top border) and vegetation (green, textured).
 * Each returns a 0..1 "not paintable" probability per working-resolution pixel.
 */
import { boxMean, type LabPlanes } from './features';

function localStd(p: LabPlanes, r: number): Float32Array {
  const { w, h, L } = p;
  const n = w * h;
  const L2 = new Float32Array(n);
  for (let i = 0; i < n; i++) L2[i] = (L[i] ?? 0) ** 2;
  const m = boxMean(L, w, h, r);
  const m2 = boxMean(L2, w, h, r);
  const sd = new Float32Array(n);
  for (let i = 0; i < n; i++) sd[i] = Math.sqrt(Math.max(0, (m2[i] ?? 0) - (m[i] ?? 0) ** 2));
  return sd;
}

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

export function vegetationPrior(p: LabPlanes): Float32Array {
  const { w, h } = p;
  const r = Math.max(1, Math.round(Math.max(w, h) / 160));
  const a = boxMean(p.a, w, h, r);
  const b = boxMean(p.b, w, h, r);
  const sd = localStd(p, r);
  const out = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) {
    const ai = a[i] ?? 0;
    const bi = b[i] ?? 0;
    // saturated grass / foliage green is vegetation whatever its texture; a moderate green
    // (could be sage paint) only when textured like foliage or lawn
    const notBlue = sigmoid((bi + 2) / 3);
    const strong = sigmoid((-ai - 16) / 2.5) * sigmoid((bi - 8) / 3);
    const green = sigmoid((-ai - 7) / 2) * notBlue;
    const tex = sigmoid(((sd[i] ?? 0) - 3) / 1.2);
    out[i] = Math.max(strong, green * tex);
  }
  return out;
}

export function skyPrior(p: LabPlanes): Float32Array {
  const { w, h, L } = p;
  const n = w * h;
  const r = Math.max(1, Math.round(Math.max(w, h) / 160));
  const sd = localStd(p, r);
  const a = boxMean(p.a, w, h, r);
  const b = boxMean(p.b, w, h, r);
  const cand = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const Li = L[i] ?? 0;
    const blue = (b[i] ?? 0) < -8 && Li > 40;
    const overcast = Li > 75 && Math.abs(a[i] ?? 0) < 6 && (b[i] ?? 0) < 6;
    cand[i] = (blue || overcast) && (sd[i] ?? 99) < 2.5 ? 1 : 0;
  }
  // flood fill from the top border through candidate pixels
  const out = new Float32Array(n);
  const stack: number[] = [];
  for (let x = 0; x < w; x++) if (cand[x]) stack.push(x);
  while (stack.length > 0) {
    const i = stack.pop() as number;
    if (out[i] === 1 || !cand[i]) continue;
    out[i] = 1;
    const x = i % w;
    const y = (i - x) / w;
    if (x > 0) stack.push(i - 1);
    if (x < w - 1) stack.push(i + 1);
    if (y > 0) stack.push(i - w);
    if (y < h - 1 && y < h * 0.7) stack.push(i + w);
  }
  return out;
}
