import { describe, expect, it } from 'vitest';
import type { LabPlanes } from '../../../../backend/engines/vision/features';
import { SKY_HALO_DEPTH, trimSkyHalo } from '../../../../backend/engines/vision/sky';

type Lab = [number, number, number];

/** Planes and labels of a w x h picture made of horizontal bands [untilRow, colour, label]. */
function scene(w: number, h: number, bands: [number, Lab, number][]) {
  const n = w * h;
  const planes: LabPlanes = {
    w,
    h,
    L: new Float32Array(n),
    a: new Float32Array(n),
    b: new Float32Array(n),
  };
  const labels = new Uint8Array(n);
  for (let y = 0; y < h; y++) {
    const [, [L, a, b], label] = bands.find(([until]) => y < until) ?? bands[bands.length - 1]!;
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      planes.L[i] = L + (y % 2) * 0.5; // a faint gradient, as in a real sky
      planes.a[i] = a;
      planes.b[i] = b;
      labels[i] = label;
    }
  }
  return { planes, labels };
}

const bodyRows = (labels: Uint8Array, w: number, h: number): number[] => {
  const rows: number[] = [];
  for (let y = 0; y < h; y++) if (labels[y * w] === 1) rows.push(y);
  return rows;
};

describe('sky halo trim', () => {
  const w = 320;
  const h = 200;
  const depth = Math.round(SKY_HALO_DEPTH * w); // 8 px at 320

  it('takes back a band of blue sky painted as body, at most a few pixels deep, and keeps the wall', () => {
    const sky: Lab = [72, -4, -28];
    const wall: Lab = [62, 6, 22];
    const { planes, labels } = scene(w, h, [
      [50, sky, 0],
      [54, sky, 1], // a 4-px halo: the same sky, labelled body
      [h, wall, 1],
    ]);
    const taken = trimSkyHalo(planes, labels);
    expect(taken).toHaveLength(4 * w);
    expect(bodyRows(labels, w, h)[0]).toBe(54);
    expect(bodyRows(labels, w, h)).toHaveLength(h - 54);
  });

  it('reaches no deeper than the halo depth into a pale wall under a white sky', () => {
    const { planes, labels } = scene(w, h, [
      [40, [90, 0, 1], 0],
      [h, [89, 1, 2], 1],
    ]);
    trimSkyHalo(planes, labels);
    expect(depth).toBe(8);
    expect(bodyRows(labels, w, h)[0]).toBe(40 + depth);
  });

  it('takes back clearly blue sky painted as body however deep it reaches', () => {
    const sky: Lab = [70, -3, -30];
    const { planes, labels } = scene(w, h, [
      [40, sky, 0],
      [70, sky, 1], // 30 rows of blue sky (say, between two houses) labelled body
      [h, [62, 6, 22], 1],
    ]);
    expect(trimSkyHalo(planes, labels)).toHaveLength(30 * w);
    expect(bodyRows(labels, w, h)[0]).toBe(70);
  });

  it('leaves a sky-blue wall alone when a roof separates it from the sky', () => {
    const blue: Lab = [70, -3, -26];
    const { planes, labels } = scene(w, h, [
      [40, blue, 0],
      [60, [35, 2, 3], 0], // dark roof, not paint
      [h, blue, 1],
    ]);
    expect(trimSkyHalo(planes, labels)).toHaveLength(0);
    expect(bodyRows(labels, w, h)).toHaveLength(h - 60);
  });

  it('leaves trim and accents alone, and does nothing without sky at the top', () => {
    const sky: Lab = [75, -5, -25];
    const trimmed = scene(w, h, [
      [30, sky, 0],
      [40, sky, 2], // trim the colour of the sky stays trim
      [h, sky, 1],
    ]);
    expect(trimSkyHalo(trimmed.planes, trimmed.labels)).toHaveLength(0);
    const noSky = scene(w, h, [
      [30, [30, 0, 0], 0],
      [h, sky, 1],
    ]);
    expect(trimSkyHalo(noSky.planes, noSky.labels)).toHaveLength(0);
  });
});
