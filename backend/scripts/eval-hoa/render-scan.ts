// Scans and phone photos of generated pages: a PDF of page images (slightly rotated, soft,
// speckled JPEGs) and a photographed page (tilted on a desk, shaded, blurred, noisy).
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { renderPdfPages } from '../../engines/documents/index.ts';
import type { Rng } from './random.ts';

const between = (rng: Rng, lo: number, hi: number) => lo + rng() * (hi - lo);

async function noisy(image: Buffer, sigma: number): Promise<Buffer> {
  const { width, height } = await sharp(image).metadata();
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .png()
    .toBuffer();
  return sharp(image)
    .composite([{ input: noise, blend: 'soft-light' }])
    .toBuffer();
}

/** A PDF whose pages are only pictures of the typed pages (no text layer). */
export async function scannedPdf(rng: Rng, typed: Buffer): Promise<Buffer> {
  const out = await PDFDocument.create();
  for (const page of await renderPdfPages(typed, 200)) {
    const angle = between(rng, -1.5, 1.5);
    const scan = await sharp(await noisy(page, 12))
      .rotate(angle, { background: '#ffffff' })
      .greyscale()
      .blur(0.6)
      .jpeg({ quality: 70 })
      .toBuffer();
    const image = await out.embedJpg(scan);
    const p = out.addPage([612, 792]);
    p.drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  }
  return Buffer.from(await out.save());
}

/** A phone photo of the first page: tilted on a dark desk, shaded to one side, blurred, noisy. */
export async function photographedPage(rng: Rng, typed: Buffer): Promise<Buffer> {
  const [page] = await renderPdfPages(typed, 200, 1);
  const { width } = await sharp(page!).metadata();
  const border = Math.round(width * 0.08);
  const framed = await sharp(page!)
    .extend({ top: border, bottom: border, left: border, right: border, background: '#4a4038' })
    .affine(
      [
        [1, between(rng, -0.03, 0.03)],
        [between(rng, -0.02, 0.02), 1],
      ],
      { background: '#4a4038' },
    )
    .rotate(between(rng, 3, 7) * (rng() < 0.5 ? -1 : 1), { background: '#4a4038' })
    .png()
    .toBuffer();
  const meta = await sharp(framed).metadata();
  const dark = Math.round(between(rng, 90, 150));
  const shade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${meta.width}" height="${meta.height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="${between(rng, 0.2, 1).toFixed(2)}">
      <stop offset="0" stop-color="rgb(255,250,240)"/><stop offset="1" stop-color="rgb(${dark},${dark},${dark - 10})"/>
      </linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const shaded = await sharp(framed)
    .composite([{ input: shade, blend: 'multiply' }])
    .png()
    .toBuffer();
  return sharp(await noisy(shaded, 20))
    .blur(between(rng, 0.8, 1.4))
    .resize({ width: Math.round(width * 1.1) })
    .jpeg({ quality: 78 })
    .toBuffer();
}
