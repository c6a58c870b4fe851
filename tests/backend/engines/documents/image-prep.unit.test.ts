import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { estimateSkew, prepareForOcr } from '../../../../backend/engines/documents/index.ts';
import { textImage } from './fixtures.ts';

const grey = async (png: Buffer) => {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
};

const LINES = [
  'SW 7015 Repose Gray      HC-172 Revere Pewter',
  'SW 6258 Tricorn Black      2121-70 Chantilly Lace',
  'SW 7006 Extra White',
  'SW 2801 Rookwood Dark Red',
];

describe('preparing a picture for OCR', () => {
  it.each([-6, -2, 0, 3, 8])(
    'measures a page turned by %d° (to within half a degree): turning it back is the opposite',
    async (angle) => {
      const picture = await grey(await textImage(LINES, { angle }));
      expect(estimateSkew(picture, 128)).toBeCloseTo(-angle, 0);
    },
  );

  it('turns the page upright and makes it black on white, whatever the shading', async () => {
    const page = await textImage(LINES, { angle: 5 });
    const { width, height } = await sharp(page).metadata();
    const shade = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#555"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
    );
    const shaded = await sharp(page)
      .composite([{ input: shade, blend: 'multiply' }])
      .png()
      .toBuffer();
    const prepared = await grey(await prepareForOcr(shaded));
    expect(new Set(prepared.data)).toEqual(new Set([0, 255]));
    // Upright again: the text lines now run level.
    expect(Math.abs(estimateSkew(prepared, 128))).toBeLessThan(0.5);
    // The dark end of the gradient did not turn black: most of the page is paper.
    const black = prepared.data.filter((v) => v === 0).length / prepared.data.length;
    expect(black).toBeLessThan(0.15);
  });
});
