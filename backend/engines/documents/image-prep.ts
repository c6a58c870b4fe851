// Makes a photo or scan of a page easier to OCR: upright (EXIF), a workable size, even lighting
// (each pixel divided by its blurred surroundings, so shading and shadows vanish), deskewed by the
// angle at which the text lines line up best, and binarised (Otsu) when that keeps the text.
import sharp from 'sharp';
import { UnreadableDocumentError } from '../../ports/document-text.ts';

/** Larger pictures are refused before decoding (a decompression bomb stays a small file). */
export const MAX_INPUT_PIXELS = 60_000_000;
const MAX_EDGE = 2600;
const MIN_EDGE = 1400;

type Grey = { data: Uint8Array; width: number; height: number };

async function toGrey(image: Buffer): Promise<Grey> {
  try {
    const meta = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const long = Math.max(
      meta.autoOrient?.width ?? meta.width,
      meta.autoOrient?.height ?? meta.height,
    );
    const scale = long > MAX_EDGE ? MAX_EDGE / long : long < MIN_EDGE ? MIN_EDGE / long : 1;
    const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: Math.round((meta.autoOrient?.width ?? meta.width) * scale) })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data: new Uint8Array(data), width: info.width, height: info.height };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UnreadableDocumentError(
      /pixel limit/i.test(reason)
        ? 'The picture is too large to read (more than 60 megapixels).'
        : 'The picture is damaged and cannot be read.',
    );
  }
}

/** Greyscale max filter (a square of side 2r+1), in two separable passes. */
function maxFilter(data: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const pass = (src: Uint8Array, horizontal: boolean) => {
    const out = new Uint8Array(src.length);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        let m = 0;
        for (let d = -r; d <= r; d++) {
          const xx = horizontal ? Math.min(width - 1, Math.max(0, x + d)) : x;
          const yy = horizontal ? y : Math.min(height - 1, Math.max(0, y + d));
          m = Math.max(m, src[yy * width + xx]!);
        }
        out[y * width + x] = m;
      }
    return out;
  };
  return pass(pass(data, true), false);
}

/**
 * Divides out the page's lighting. The paper's brightness is estimated at 1/8 scale, where a max
 * filter removes the dark text, then blurred and brought back to size: each pixel divided by it
 * makes paper white whatever the shading (a desk around a photographed page turns light too).
 */
async function flatten(g: Grey): Promise<Grey> {
  const width = Math.max(8, Math.round(g.width / 8));
  const height = Math.max(8, Math.round(g.height / 8));
  // One resize per sharp pipeline: shrink in one, grow back in another.
  const small = await sharp(Buffer.from(g.data), {
    raw: { width: g.width, height: g.height, channels: 1 },
  })
    .resize(width, height, { kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const paper = await sharp(Buffer.from(maxFilter(small, width, height, 3)), {
    raw: { width, height, channels: 1 },
  })
    .blur(1.5)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const background = await sharp(paper, { raw: { width, height, channels: 1 } })
    .resize(g.width, g.height, { kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const out = new Uint8Array(g.data.length);
  for (let i = 0; i < out.length; i++)
    out[i] = Math.min(255, Math.round((g.data[i]! / Math.max(background[i]!, 1)) * 255));
  return { ...g, data: out };
}

function otsu(data: Uint8Array): number {
  const hist = new Array<number>(256).fill(0);
  for (const v of data) hist[v]!++;
  let sum = 0;
  hist.forEach((n, v) => (sum += n * v));
  let sumB = 0;
  let weightB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    weightB += hist[t]!;
    if (weightB === 0) continue;
    const weightF = data.length - weightB;
    if (weightF === 0) break;
    sumB += t * hist[t]!;
    const between = weightB * weightF * (sumB / weightB - (sum - sumB) / weightF) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/**
 * The turn (degrees, clockwise as sharp's rotate) that makes the text lines level, -12 … 12:
 * the angle at which the rows of dark pixels are most concentrated.
 */
export function estimateSkew(g: Grey, threshold: number): number {
  const step = Math.max(1, Math.round(g.width / 700));
  const dark: number[] = [];
  for (let y = 0; y < g.height; y += step)
    for (let x = 0; x < g.width; x += step)
      if (g.data[y * g.width + x]! < threshold) dark.push(x, y);
  const span = Math.ceil((g.height + g.width * Math.tan((13 * Math.PI) / 180)) / step) * 2 + 2;
  const rows = new Float64Array(span);
  const score = (deg: number): number => {
    const t = Math.tan((deg * Math.PI) / 180);
    rows.fill(0);
    for (let i = 0; i < dark.length; i += 2)
      rows[Math.round((dark[i + 1]! + dark[i]! * t) / step) + (span >> 1)]!++;
    let s = 0;
    for (const n of rows) s += n * n;
    return s;
  };
  const search = (from: number, to: number, by: number, start: number): number => {
    let best = start;
    let bestScore = score(start);
    for (let d = from; d <= to + 1e-9; d += by) {
      const s = score(d);
      if (s > bestScore) [best, bestScore] = [d, s];
    }
    return best;
  };
  const coarse = search(-12, 12, 1, 0);
  return search(coarse - 1, coarse + 1, 0.1, coarse);
}

/** A PNG ready for OCR: flattened, deskewed, and binarised with Otsu over the page. */
export async function prepareForOcr(image: Buffer): Promise<Buffer> {
  const flat = await flatten(await toGrey(image));
  const threshold = otsu(flat.data);
  const skew = estimateSkew(flat, threshold);
  const raw = { raw: { width: flat.width, height: flat.height, channels: 1 as const } };
  const upright =
    Math.abs(skew) >= 0.3
      ? await sharp(Buffer.from(flat.data), raw)
          .rotate(skew, { background: '#ffffff' })
          .png()
          .toBuffer()
      : await sharp(Buffer.from(flat.data), raw).png().toBuffer();
  return sharp(upright).threshold(threshold).png().toBuffer();
}
