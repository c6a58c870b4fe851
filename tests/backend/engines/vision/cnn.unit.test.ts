import { describe, expect, it } from 'vitest';
import { FacadeCnn, type CnnJson } from '../../../../backend/engines/vision/cnn';
import {
  STAGE1_FEATURES,
  rgbToLabPlanes,
  stage1Features,
} from '../../../../backend/engines/vision/features';
import { guidedFilter } from '../../../../backend/engines/vision/refine';

function tinyNet(F: number, C: number): CnnJson {
  let s = 1;
  const r = (): number => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647 - 0.5;
  };
  const shapes: Record<string, [number, number]> = {
    e1: [9 * F, 24],
    e2: [9 * 24, 32],
    e3: [9 * 32, 48],
    e4: [9 * 48, 64],
    e4b: [9 * 64, 64],
    e5: [9 * 64, 64],
    d4: [128, 48],
    d3: [96, 32],
    d2: [64, 32],
    d1: [56, 24],
    h: [24 + F, 24],
    out: [24, C],
  };
  const layers: CnnJson['layers'] = {};
  for (const [name, [inp, out]] of Object.entries(shapes)) {
    layers[name] = {
      inp,
      out,
      w: Array.from({ length: inp * out }, () => r() * 0.2),
      b: Array.from({ length: out }, r),
    };
  }
  return {
    inputs: F,
    classes: C,
    mean: new Array<number>(F).fill(0),
    std: new Array<number>(F).fill(1),
    layers,
  };
}

describe('vision cnn + features', () => {
  it('produces a normalised class distribution for any image size', () => {
    const w = 45;
    const h = 37;
    const rgb = Uint8Array.from({ length: w * h * 3 }, (_, i) => (i * 37) % 256);
    const f = stage1Features(rgbToLabPlanes(rgb, w, h));
    expect(f.length).toBe(w * h * STAGE1_FEATURES);
    const cnn = new FacadeCnn(tinyNet(STAGE1_FEATURES, 12));
    const p = cnn.predict(f, w, h);
    expect(p.length).toBe(w * h * 12);
    for (const i of [0, 500, w * h - 1]) {
      let s = 0;
      for (let c = 0; c < 12; c++) s += p[i * 12 + c] ?? 0;
      expect(s).toBeCloseTo(1, 5);
    }
  });

  it('rejects weights with the wrong shape', () => {
    const json = tinyNet(STAGE1_FEATURES, 12);
    json.layers.out = { inp: 24, out: 12, w: [1, 2, 3], b: [] };
    expect(() => new FacadeCnn(json)).toThrow(/shape/);
  });

  it('guided filter snaps a blurry mask to the guide edge', () => {
    const w = 40;
    const h = 10;
    const I = new Float32Array(w * h);
    const p = new Float32Array(w * h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        I[y * w + x] = x < 20 ? 0.2 : 0.8;
        p[y * w + x] = Math.min(1, Math.max(0, (x - 14) / 12)); // soft ramp across the edge
      }
    }
    const q = guidedFilter(I, p, w, h, 4, 1e-4);
    expect(q[5 * w + 17] ?? 1).toBeLessThan(p[5 * w + 17] ?? 0);
    expect(q[5 * w + 22] ?? 0).toBeGreaterThan(p[5 * w + 22] ?? 1);
  });
});
