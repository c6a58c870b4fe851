import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  compositeInside,
  recolor,
  recolorRaw,
  JPEG_QUALITY,
} from '../../../../backend/engines/vision/index';
import { syntheticHouse, truthMasks } from '../../../../backend/engines/vision/synthetic';
import { deltaE2000, hexToLab, rgbToLab } from '../../../../backend/engines/vision/lab';
import { boxMean } from '../../../../backend/engines/vision/features';

const W = 480;
const H = 360;
const house = syntheticHouse({ width: W, height: H, seed: 2 });
const masks = truthMasks(house.truth, W, H);
const paint = { mainBody: '#2E3B4E', trim: '#F2EFE6', accents: '#8B1E2B' };

async function jpeg(rgb: Uint8Array, w = W, h = H): Promise<Buffer> {
  return sharp(rgb, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}
async function raw(buf: Buffer): Promise<Uint8Array> {
  return new Uint8Array(await sharp(buf).removeAlpha().raw().toBuffer());
}
/** 1 where no surface lies within r pixels. */
function farFromSurfaces(r: number): Uint8Array {
  const any = Float32Array.from(house.truth, (t) => (t > 0 ? 1 : 0));
  const near = boxMean(any, W, H, r);
  return Uint8Array.from(near, (v) => (v === 0 ? 1 : 0));
}
function maxDiff(a: Uint8Array, b: Uint8Array, i: number): number {
  return Math.max(...[0, 1, 2].map((c) => Math.abs((a[i * 3 + c] ?? 0) - (b[i * 3 + c] ?? 0))));
}

describe('vision recolor', () => {
  it('returns a same-size JPEG with the body repainted and shading kept', async () => {
    const photo = await jpeg(house.rgb);
    const out = await recolor(photo, masks, paint);
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([W, H]);
    const px = await raw(out);
    const inPx = await raw(photo);
    const interior = boxMean(
      Float32Array.from(house.truth, (t) => (t === 1 ? 1 : 0)),
      W,
      H,
      3,
    );
    let n = 0;
    const sum = { L: 0, a: 0, b: 0 };
    let lin = 0;
    let lout = 0;
    let cov = 0;
    const pairs: [number, number][] = [];
    for (let i = 0; i < W * H; i++) {
      if ((interior[i] ?? 0) < 0.999) continue;
      const lab = rgbToLab(px[i * 3] ?? 0, px[i * 3 + 1] ?? 0, px[i * 3 + 2] ?? 0);
      sum.L += lab.L;
      sum.a += lab.a;
      sum.b += lab.b;
      pairs.push([rgbToLab(inPx[i * 3] ?? 0, inPx[i * 3 + 1] ?? 0, inPx[i * 3 + 2] ?? 0).L, lab.L]);
      n++;
    }
    const mean = { L: sum.L / n, a: sum.a / n, b: sum.b / n };
    expect(deltaE2000(mean, hexToLab(paint.mainBody))).toBeLessThan(3);
    // lightness variation (siding shadows, lighting gradient) is preserved: strong correlation
    for (const [x, y] of pairs) {
      lin += x / n;
      lout += y / n;
    }
    let vx = 0;
    let vy = 0;
    for (const [x, y] of pairs) {
      cov += (x - lin) * (y - lout);
      vx += (x - lin) ** 2;
      vy += (y - lout) ** 2;
    }
    expect(cov / Math.sqrt(vx * vy)).toBeGreaterThan(0.9);
  });

  it('leaves pixels outside the masks byte-identical before JPEG encoding', async () => {
    const photo = await jpeg(house.rgb);
    const before = await raw(photo);
    const res = await recolorRaw(photo, masks, paint);
    const after = new Uint8Array(res.rgb);
    let changedOutside = 0;
    let outside = 0;
    for (let i = 0; i < W * H; i++) {
      const m = (res.mask[i * 3] ?? 0) + (res.mask[i * 3 + 1] ?? 0) + (res.mask[i * 3 + 2] ?? 0);
      if (m > 0) continue;
      outside++;
      if (maxDiff(after, before, i) > 0) changedOutside++;
    }
    expect(changedOutside).toBe(0);
    expect(outside / (W * H)).toBeGreaterThan(0.4);
  });

  it('keeps non-surface pixels within JPEG tolerance after encoding', async () => {
    const photo = await jpeg(house.rgb);
    const before = await raw(photo);
    const reenc = await raw(
      await sharp(before, { raw: { width: W, height: H, channels: 3 } })
        .jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:4:4' })
        .toBuffer(),
    );
    const out = await raw(await recolor(photo, masks, paint));
    const far = farFromSurfaces(8);
    let farN = 0;
    let farOff = 0;
    let spill = 0;
    let nonSurface = 0;
    for (let i = 0; i < W * H; i++) {
      if (far[i]) {
        farN++;
        if (maxDiff(out, reenc, i) > 6) farOff++;
      }
      if ((house.truth[i] ?? 0) === 0) {
        nonSurface++;
        if (maxDiff(out, reenc, i) > 10) spill++;
      }
    }
    expect(farOff / farN).toBeLessThan(0.01);
    expect(spill / nonSurface).toBeLessThan(0.02);
  });

  it('compositeInside keeps the photo outside the masks and the edit inside', async () => {
    const photo = await jpeg(house.rgb);
    const edited = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#FF00FF' },
    })
      .png()
      .toBuffer();
    const out = await raw(await compositeInside(photo, edited, masks));
    const before = await raw(photo);
    const far = farFromSurfaces(8);
    const inside = boxMean(
      Float32Array.from(house.truth, (t) => (t > 0 ? 1 : 0)),
      W,
      H,
      4,
    );
    let farN = 0;
    let farOff = 0;
    let insideMagenta = 0;
    let insideN = 0;
    for (let i = 0; i < W * H; i++) {
      if (far[i]) {
        farN++;
        if (maxDiff(out, before, i) > 8) farOff++;
      }
      if ((inside[i] ?? 0) === 1) {
        insideN++;
        if ((out[i * 3] ?? 0) > 230 && (out[i * 3 + 1] ?? 255) < 30 && (out[i * 3 + 2] ?? 0) > 230)
          insideMagenta++;
      }
    }
    expect(farOff / farN).toBeLessThan(0.01);
    expect(insideMagenta / insideN).toBeGreaterThan(0.95);
  });
});
