import { describe, expect, it } from 'vitest';
import { maskBand, masksToFull } from '../../../../backend/engines/vision/refine.ts';

/**
 * recolor() makes its full-resolution mask a band of rows at a time (memory, issue 19): the bands
 * must be exactly the rows of the mask resized at once, or the repaint would shift at their seams.
 */
describe('full-resolution mask bands', () => {
  it('when a photo is larger than the guide, then its bands put together equal the whole mask', async () => {
    const [gw, gh, width, height] = [256, 192, 1500, 1123];
    const refined = new Uint8Array(gw * gh * 3);
    let seed = 7;
    for (let i = 0; i < refined.length; i++) {
      seed = (seed * 1_103_515_245 + 12_345) >>> 0;
      refined[i] = seed >>> 24;
    }
    const whole = await masksToFull(refined, gw, gh, width, height);
    const joined = new Uint8Array(whole.length);
    for (let top = 0; top < height; top += 100) {
      const rows = Math.min(100, height - top);
      const band = await maskBand(refined, gw, gh, width, height, top, rows);
      expect(band.length).toBe(rows * width * 3);
      joined.set(band, top * width * 3);
    }
    expect(Buffer.from(joined).equals(Buffer.from(whole))).toBe(true);
  });
});
