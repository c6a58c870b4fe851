import { threadId } from 'node:worker_threads';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  analyzeSurfacesOffThread,
  closeVisionPool,
  recolorOffThread,
} from '../../../../backend/engines/local-ai/index.ts';
import { analyzeSurfaces, recolor } from '../../../../backend/engines/vision/index.ts';
import { syntheticHouse } from '../../../../backend/engines/vision/synthetic.ts';

const photo = async () => {
  const h = syntheticHouse({ width: 480, height: 360, seed: 5 });
  return sharp(h.rgb, { raw: { width: 480, height: 360, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
};

describe('vision engine in a worker thread', () => {
  afterAll(closeVisionPool);

  it('when a photo is analysed and repainted off the main thread, then the masks, colours and JPEG equal the engine run here', async () => {
    const image = await photo();
    const colors = { mainBody: '#2E3B4E', trim: '#FFFFFF', accents: '#8B1E2B' };

    const off = await analyzeSurfacesOffThread(image);
    const here = await analyzeSurfaces(image);
    const offJpeg = await recolorOffThread(image, off.masks, colors);
    const hereJpeg = await recolor(image, here.masks, colors);

    expect(off.colors).toEqual(here.colors);
    expect(off.masks.maskWidth).toBe(here.masks.maskWidth);
    expect(Buffer.from(off.masks.mainBody).equals(Buffer.from(here.masks.mainBody))).toBe(true);
    expect(Buffer.from(off.masks.trim).equals(Buffer.from(here.masks.trim))).toBe(true);
    expect(Buffer.from(off.masks.accents).equals(Buffer.from(here.masks.accents))).toBe(true);
    expect(offJpeg.equals(hereJpeg)).toBe(true);
    expect(off.thread).not.toBe(threadId);
  });
});
