import { describe, expect, it } from 'vitest';
import {
  removeSmallComponents,
  removeStrayRegions,
} from '../../../../backend/engines/vision/cleanup';

/** w x h labels and soft masks with rectangles [x0, y0, x1, y1, label] painted in. */
function picture(w: number, h: number, rects: [number, number, number, number, number][]) {
  const labels = new Uint8Array(w * h);
  const masks = [new Uint8Array(w * h), new Uint8Array(w * h), new Uint8Array(w * h)];
  for (const [x0, y0, x1, y1, label] of rects) {
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        labels[y * w + x] = label;
        masks[label - 1]![y * w + x] = 230;
      }
    }
  }
  return { labels, masks };
}

describe('vision cleanup', () => {
  it('drops small surface islands and keeps large regions', () => {
    const w = 20;
    const h = 10;
    const { labels, masks } = picture(w, h, [
      [0, 0, 10, 10, 1],
      [15, 5, 16, 6, 1], // one-pixel speck
    ]);
    removeSmallComponents(labels, masks, w, h, [0.05, 0, 0]);
    expect(labels[5 * w + 15]).toBe(0);
    expect(masks[0]![5 * w + 15]).toBe(0);
    expect(labels[5 * w + 5]).toBe(1);
    expect(masks[0]![5 * w + 5]).toBe(230);
  });

  it('keeps small painted pieces near the house and drops stray flecks far from it', () => {
    const w = 100;
    const h = 60;
    const { labels, masks } = picture(w, h, [
      [10, 10, 50, 50, 1], // the house wall
      [52, 20, 55, 24, 1], // a wall piece 3 px away, beyond a narrow window: 12 px, kept
      [50, 40, 52, 44, 2], // trim touching the wall: one painted region with it, kept
      [80, 50, 83, 53, 1], // a fleck on a shrub, far away: removed
      [90, 5, 92, 7, 3], // an accent fleck in the sky: removed
    ]);
    removeStrayRegions(labels, masks, w, h, 0.004, 3);
    expect(labels[21 * w + 53]).toBe(1);
    expect(labels[41 * w + 51]).toBe(2);
    expect(labels[51 * w + 81]).toBe(0);
    expect(masks[0]![51 * w + 81]).toBe(0);
    expect(labels[6 * w + 91]).toBe(0);
    expect(masks[2]![6 * w + 91]).toBe(0);
    expect(labels[30 * w + 30]).toBe(1);
  });

  it('keeps a lone region that is large enough on its own', () => {
    const w = 100;
    const h = 60;
    const { labels, masks } = picture(w, h, [
      [0, 0, 20, 20, 1],
      [70, 30, 90, 50, 1], // a second house, 400 px >= 0.004 of 6000
    ]);
    removeStrayRegions(labels, masks, w, h, 0.004, 3);
    expect(labels[40 * w + 80]).toBe(1);
  });
});
