/**
 * Edge-aware mask upsampling: low-res soft masks are bilinearly upsampled to a guide
 * resolution (long side <= 1024), refined with a grey-guide guided filter (He et al.) on the
 * photo, then resized to full resolution by sharp. Values below a small floor become exactly 0
 * so that pixels outside the surfaces are never touched.
 */
import sharp from 'sharp';
import { boxMean } from './features';
import type { SurfaceMasks } from './types';

export const GUIDE_LONG_SIDE = 1024;

/**
 * Bilinear resize of a w x h plane to W x H, each value multiplied by `scale` (default: 0..255
 * masks to 0..1; pass 1 for probabilities).
 */
export function bilinear(
  src: ArrayLike<number>,
  w: number,
  h: number,
  W: number,
  H: number,
  scale = 1 / 255,
): Float32Array {
  const out = new Float32Array(W * H);
  const sx = w / W;
  const sy = h / H;
  for (let y = 0; y < H; y++) {
    const fy = Math.min(h - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(h - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < W; x++) {
      const fx = Math.min(w - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(w - 1, x0 + 1);
      const tx = fx - x0;
      const top = (src[y0 * w + x0] ?? 0) * (1 - tx) + (src[y0 * w + x1] ?? 0) * tx;
      const bot = (src[y1 * w + x0] ?? 0) * (1 - tx) + (src[y1 * w + x1] ?? 0) * tx;
      out[y * W + x] = (top * (1 - ty) + bot * ty) * scale;
    }
  }
  return out;
}

/** Grey guided filter of p (0..1) with guide I (0..1). */
export function guidedFilter(
  I: Float32Array,
  p: Float32Array,
  w: number,
  h: number,
  r: number,
  eps: number,
): Float32Array {
  const n = w * h;
  const mI = boxMean(I, w, h, r);
  const II = new Float32Array(n);
  const Ip = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    II[i] = (I[i] ?? 0) * (I[i] ?? 0);
    Ip[i] = (I[i] ?? 0) * (p[i] ?? 0);
  }
  const mII = boxMean(II, w, h, r);
  const mp = boxMean(p, w, h, r);
  const mIp = boxMean(Ip, w, h, r);
  const A = new Float32Array(n);
  const B = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const varI = (mII[i] ?? 0) - (mI[i] ?? 0) ** 2;
    const cov = (mIp[i] ?? 0) - (mI[i] ?? 0) * (mp[i] ?? 0);
    const a = cov / (varI + eps);
    A[i] = a;
    B[i] = (mp[i] ?? 0) - a * (mI[i] ?? 0);
  }
  const mA = boxMean(A, w, h, r);
  const mB = boxMean(B, w, h, r);
  const q = new Float32Array(n);
  for (let i = 0; i < n; i++) q[i] = (mA[i] ?? 0) * (I[i] ?? 0) + (mB[i] ?? 0);
  return q;
}

export interface GuideImage {
  rgb: Uint8Array;
  w: number;
  h: number;
}

export async function makeGuide(full: Buffer, width: number, height: number): Promise<GuideImage> {
  const s = Math.min(1, GUIDE_LONG_SIDE / Math.max(width, height));
  const w = Math.max(1, Math.round(width * s));
  const h = Math.max(1, Math.round(height * s));
  if (w === width && h === height)
    return { rgb: new Uint8Array(full.buffer, full.byteOffset, full.length), w, h };
  const data = await sharp(full, { raw: { width, height, channels: 3 } })
    .resize(w, h, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
  return { rgb: new Uint8Array(data.buffer, data.byteOffset, data.length), w, h };
}

/** Refined masks (0..255, 3 interleaved channels: body, trim, accents) at guide resolution. */
export function refineMasks(masks: SurfaceMasks, guide: GuideImage): Uint8Array {
  const { w, h, rgb } = guide;
  const n = w * h;
  const I = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    I[i] =
      (0.299 * (rgb[i * 3] ?? 0) + 0.587 * (rgb[i * 3 + 1] ?? 0) + 0.114 * (rgb[i * 3 + 2] ?? 0)) /
      255;
  }
  const scale = w / masks.maskWidth;
  const r = Math.max(1, Math.round(scale * 1.5));
  const out = new Uint8Array(n * 3);
  [masks.mainBody, masks.trim, masks.accents].forEach((m, c) => {
    let any = false;
    for (let i = 0; i < m.length && !any; i++) any = (m[i] ?? 0) > 0;
    if (!any) return;
    const up = bilinear(m, masks.maskWidth, masks.maskHeight, w, h);
    const q = scale > 1.2 ? guidedFilter(I, up, w, h, r, 1e-4) : up;
    for (let i = 0; i < n; i++) {
      const v = ((q[i] ?? 0) - 0.08) / 0.84;
      out[i * 3 + c] = v <= 0 ? 0 : v >= 1 ? 255 : Math.round(v * 255);
    }
  });
  return out;
}

/** Resize the 3-channel guide-resolution masks to full resolution (uint8, interleaved). */
export async function masksToFull(
  refined: Uint8Array,
  gw: number,
  gh: number,
  width: number,
  height: number,
): Promise<Uint8Array> {
  if (gw === width && gh === height) return refined;
  const data = await sharp(refined, { raw: { width: gw, height: gh, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}

/**
 * Rows top .. top + rows - 1 of masksToFull(refined, gw, gh, width, height): libvips computes only
 * that band, with the same values as in the whole resize, so a 12 MP render never holds its
 * 36 MB full-resolution mask at once.
 */
export async function maskBand(
  refined: Uint8Array,
  gw: number,
  gh: number,
  width: number,
  height: number,
  top: number,
  rows: number,
): Promise<Uint8Array> {
  if (gw === width && gh === height)
    return refined.subarray(top * width * 3, (top + rows) * width * 3);
  const data = await sharp(refined, { raw: { width: gw, height: gh, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .extract({ left: 0, top, width, height: rows })
    .raw()
    .toBuffer();
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}
