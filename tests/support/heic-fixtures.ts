import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { houseJpeg } from './house-image.ts';

/**
 * HEIC fixtures made by Debian's heif-enc (libheif-examples, which .ci/run installs). Encoding
 * a big image takes seconds, so each output is kept under os.tmpdir(), keyed by its inputs.
 */
export const heifEnc = ['/usr/bin/heif-enc'].find((p) => fs.existsSync(p));
export const HEIF_ENC_MISSING = 'install heif-enc with `apt-get install libheif-examples`';

const cacheDir = path.join(os.tmpdir(), 'curbhue-heic-fixtures');

/** heif-enc's file for these JPEGs (several images: all in one file, the first one primary). */
export const encodeHeic = async (jpegs: Buffer[], args: string[]): Promise<Buffer> => {
  if (!heifEnc) throw new Error(`HEIC fixtures need heif-enc: ${HEIF_ENC_MISSING}`);
  const key = createHash('sha256').update(args.join(' '));
  for (const jpeg of jpegs) key.update(jpeg);
  const cached = path.join(cacheDir, `${key.digest('hex').slice(0, 24)}.heic`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  fs.mkdirSync(cacheDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(cacheDir, 'work-'));
  try {
    const inputs = jpegs.map((jpeg, i) => {
      const file = path.join(work, `image-${i}.jpg`);
      fs.writeFileSync(file, jpeg);
      return file;
    });
    const output = path.join(work, 'out.heic');
    await promisify(execFile)(heifEnc, [...args, '-o', output, ...inputs]);
    fs.renameSync(output, cached); // atomic: test files running in parallel never see half a file
    return fs.readFileSync(cached);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
};

/** A copy whose primary item (the pitm box inside the top-level meta box) is `itemId`. */
export const withPrimaryItem = (heic: Buffer, itemId: number): Buffer => {
  const out = Buffer.from(heic);
  const boxes = (start: number, end: number) => {
    const found: { type: string; start: number; end: number }[] = [];
    for (let at = start; at + 8 <= end;) {
      const size = out.readUInt32BE(at);
      found.push({ type: out.toString('latin1', at + 4, at + 8), start: at, end: at + size });
      at += size;
    }
    return found;
  };
  const meta = boxes(0, out.length).find((b) => b.type === 'meta')!;
  const pitm = boxes(meta.start + 12, meta.end).find((b) => b.type === 'pitm')!;
  if (out.readUInt8(pitm.start + 8) !== 0) throw new Error('expected a version 0 pitm box');
  out.writeUInt16BE(itemId, pitm.start + 12);
  return out;
};

const fast = ['-p', 'preset=ultrafast'];

/** Two images, item 1 and item 2, with item 2 (the second JPEG) made the primary one. */
export const heicWithSecondPrimary = async (first: Buffer, primary: Buffer): Promise<Buffer> =>
  withPrimaryItem(await encodeHeic([first, primary], ['-q', '60', ...fast]), 2);

/**
 * The decompression bomb of issue 14: about 33 KB, a first image of 12000×12000 (144 MP of one
 * colour) and a primary image of 640×480 — what sharp reports is only the primary.
 */
export const heicBomb = async (): Promise<Buffer> => {
  const huge = await sharp({
    create: { width: 12000, height: 12000, channels: 3, background: '#8899aa' },
  })
    .jpeg()
    .toBuffer();
  return withPrimaryItem(
    await encodeHeic([huge, await houseJpeg(640, 480)], ['-q', '10', ...fast]),
    2,
  );
};

/** A legitimate 48 MP (8000×6000) photo, as recent phones take. */
export const heic48Megapixels = async (): Promise<Buffer> => {
  const photo = await sharp(await houseJpeg(800, 600))
    .resize(8000, 6000)
    .jpeg({ quality: 90 })
    .toBuffer();
  return encodeHeic([photo], ['-q', '50', ...fast]);
};
