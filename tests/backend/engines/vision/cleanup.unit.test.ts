import { describe, expect, it } from 'vitest';
import { removeSmallComponents } from '../../../../backend/engines/vision/cleanup';

describe('vision cleanup', () => {
  it('drops small surface islands and keeps large regions', () => {
    const w = 20;
    const h = 10;
    const labels = new Uint8Array(w * h);
    const body = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < 10; x++) {
        labels[y * w + x] = 1;
        body[y * w + x] = 255;
      }
    }
    labels[5 * w + 15] = 1; // one-pixel speck
    body[5 * w + 15] = 200;
    removeSmallComponents(
      labels,
      [body, new Uint8Array(w * h), new Uint8Array(w * h)],
      w,
      h,
      [0.05, 0, 0],
    );
    expect(labels[5 * w + 15]).toBe(0);
    expect(body[5 * w + 15]).toBe(0);
    expect(labels[5 * w + 5]).toBe(1);
    expect(body[5 * w + 5]).toBe(255);
  });
});
