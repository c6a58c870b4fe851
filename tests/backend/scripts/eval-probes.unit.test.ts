import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { probeShares, tallyProbes } from '../../../backend/scripts/eval-probes';

describe('eval:probes', () => {
  it('counts painted and body pixels inside each kind of probe rectangle', () => {
    // 4 x 3 prediction: row 0 other, row 1 body, row 2 trim (0 other, 1 body, 2 trim, 3 accent)
    const W = 4;
    const pred = Uint8Array.from([0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2]);
    const t = tallyProbes(pred, W, 3, {
      file: 'x.jpg',
      roof: [[0, 0, 4, 1]], // the other row: nothing painted
      sky: [[0, 0, 2, 2]], // 2 other + 2 body pixels
      wall: [
        [0, 1, 4, 2],
        [3, 2, 4, 3],
      ], // 4 body + 1 trim
    });
    expect(t.roof).toEqual({ pixels: 4, painted: 0, body: 0 });
    expect(t.sky).toEqual({ pixels: 4, painted: 2, body: 2 });
    expect(t.wall).toEqual({ pixels: 5, painted: 5, body: 4 });
    expect(probeShares(t)).toEqual({ roof: 0, sky: 0.5, wall: 0.8 });
  });

  it('refuses a probe rectangle that leaves the photo instead of wrapping into the next row', () => {
    const pred = new Uint8Array(4 * 3);
    const photo = {
      file: 'x.jpg',
      roof: [[2, 0, 5, 1]] as [number, number, number, number][],
      sky: [],
      wall: [],
    };
    expect(() => tallyProbes(pred, 4, 3, photo)).toThrow(
      'x.jpg: roof probe [2, 0, 5, 1] is not inside 4x3',
    );
  });

  it('ships probe rectangles that are well formed', () => {
    const url = new URL('../../../backend/engines/vision/train/house-probes.json', import.meta.url);
    const { photos } = JSON.parse(readFileSync(url, 'utf8')) as {
      photos: { file: string; roof: number[][]; sky: number[][]; wall: number[][] }[];
    };
    expect(photos.length).toBeGreaterThanOrEqual(8);
    for (const p of photos) {
      expect(p.file).toMatch(/^\d+_frontal\.jpg$/);
      expect(p.sky.length + p.roof.length).toBeGreaterThan(0);
      expect(p.wall.length).toBeGreaterThan(0);
      for (const r of [...p.roof, ...p.sky, ...p.wall]) {
        const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = r;
        expect(r).toHaveLength(4);
        expect(x0).toBeGreaterThanOrEqual(0);
        expect(y0).toBeGreaterThanOrEqual(0);
        expect(x1).toBeGreaterThan(x0);
        expect(y1).toBeGreaterThan(y0);
      }
    }
  });
});
