import { describe, expect, it } from 'vitest';
import { unetProbs, UNET_PATHS } from '../../../../backend/engines/vision/unet';
import { segment } from '../../../../backend/engines/vision/segment';
import { syntheticHouse } from '../../../../backend/engines/vision/synthetic';

const W = 96;
const H = 72;
const house = syntheticHouse({ width: W, height: H, seed: 9, body: { L: 55, a: 10, b: 20 } });
const img = { rgb: house.rgb, w: W, h: H };

function mirror(rgb: Uint8Array, w: number, h: number): Uint8Array {
  const out = new Uint8Array(rgb.length);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      for (let c = 0; c < 3; c++)
        out[(y * w + x) * 3 + c] = rgb[(y * w + (w - 1 - x)) * 3 + c] ?? 0;
  return out;
}

describe('vision U-Net (onnxruntime)', () => {
  it('gives each pixel a probability distribution over other, body, trim and accent', async () => {
    const probs = await unetProbs(img);
    expect(probs.map((p) => p.length)).toEqual([W * H, W * H, W * H, W * H]);
    for (let i = 0; i < W * H; i += 37) {
      const sum = probs.reduce((s, p) => s + (p[i] ?? 0), 0);
      expect(sum).toBeCloseTo(1, 4);
      for (const p of probs) expect(p[i]).toBeGreaterThanOrEqual(0);
    }
  });

  it('sees a mirrored photo as the mirror image of the original (flip averaging)', async () => {
    const a = await unetProbs(img);
    const b = await unetProbs({ rgb: mirror(house.rgb, W, H), w: W, h: H });
    let worst = 0;
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++)
        worst = Math.max(
          worst,
          Math.abs((a[1][y * W + x] ?? 0) - (b[1][y * W + (W - 1 - x)] ?? 0)),
        );
    expect(worst).toBeLessThan(1e-4);
  });

  it('with alternate flipping, shows the second model only the mirror image', async () => {
    const [a, b] = UNET_PATHS;
    if (!a || !b) throw new Error('the ensemble has two models or more');
    const alt = { flip: 'alternate' } as const;
    const ensemble = await unetProbs(img, W, H, { models: [a, b], ...alt });
    const first = await unetProbs(img, W, H, { models: a, ...alt });
    const second = await unetProbs({ rgb: mirror(house.rgb, W, H), w: W, h: H }, W, H, {
      models: b,
      ...alt,
    });
    const both = await unetProbs(img, W, H, { models: [a, b] });
    let fromBoth = 0;
    for (let g = 0; g < 4; g++)
      for (let y = 0; y < H; y += 3)
        for (let x = 0; x < W; x++) {
          const i = y * W + x;
          const expected = ((first[g]?.[i] ?? 0) + (second[g]?.[y * W + (W - 1 - x)] ?? 0)) / 2;
          expect(ensemble[g]?.[i]).toBeCloseTo(expected, 5);
          fromBoth = Math.max(fromBoth, Math.abs((ensemble[g]?.[i] ?? 0) - (both[g]?.[i] ?? 0)));
        }
    // half the passes of 'both', so not the same numbers
    expect(fromBoth).toBeGreaterThan(1e-3);
  });

  it('averages the probabilities of the models of the ensemble', async () => {
    const each = await Promise.all(UNET_PATHS.map((p) => unetProbs(img, W, H, { models: p })));
    const mean = await unetProbs(img, W, H, { models: UNET_PATHS });
    for (let g = 0; g < 4; g++)
      for (let i = 0; i < W * H; i += 13) {
        const expected = each.reduce((s, p) => s + (p[g]?.[i] ?? 0), 0) / each.length;
        expect(mean[g]?.[i]).toBeCloseTo(expected, 5);
      }
    await expect(unetProbs(img, W, H, { models: [] })).rejects.toThrow('No vision model given');
  });

  it('looks at the photo at several sizes and averages the answers on the output grid', async () => {
    const small = await unetProbs(img, W, H, { sides: [64] });
    const large = await unetProbs(img, W, H, { sides: [160] });
    const both = await unetProbs(img, W, H, { sides: [64, 160] });
    // the same size as the image is the image itself
    const same = await unetProbs(img, W, H, { sides: [W] });
    const plain = await unetProbs(img);
    let differs = 0;
    for (let g = 0; g < 4; g++)
      for (let i = 0; i < W * H; i += 7) {
        expect(both[g]?.[i]).toBeCloseTo(((small[g]?.[i] ?? 0) + (large[g]?.[i] ?? 0)) / 2, 5);
        expect(same[g]?.[i]).toBeCloseTo(plain[g]?.[i] ?? 0, 6);
        differs = Math.max(differs, Math.abs((small[g]?.[i] ?? 0) - (large[g]?.[i] ?? 0)));
      }
    expect(differs).toBeGreaterThan(0.01);
    // any output grid: here half the image's size
    const half = await unetProbs(img, W / 2, H / 2, { sides: [64, 160] });
    expect(half.map((p) => p.length)).toEqual(Array(4).fill((W / 2) * (H / 2)));
    const sum = half.reduce((s, p) => s + (p[100] ?? 0), 0);
    expect(sum).toBeCloseTo(1, 4);
  });

  it('falls back to the per-pixel network, saying why, when the model cannot load', async () => {
    const reasons: string[] = [];
    const seg = await segment(house.rgb, W, H, {
      model: '/nonexistent/unet.onnx',
      onFallback: (err) => reasons.push(String(err)),
    });
    expect(reasons).toEqual([expect.stringContaining('Vision model missing')]);
    expect(seg.labels.length).toBe(W * H);
    expect(seg.masks[0].some((v) => v >= 128)).toBe(true);
  });
});
