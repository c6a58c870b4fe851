import libheif from 'libheif-js/wasm-bundle';
import { move, transferableSymbol, valueSymbol } from 'piscina';

/**
 * Runs in a worker thread (heic-decoder.ts): decodes the PRIMARY image of a HEIF file to RGBA.
 * Self-contained on purpose: a worker loads this file on its own.
 */
export type HeicDecodeTask = { bytes: Uint8Array; maxPixels: number };
export type HeicDecoded = { width: number; height: number; data: ArrayBuffer };

export default async function decodePrimary({ bytes, maxPixels }: HeicDecodeTask) {
  await libheif.ready;
  const decoder = new libheif.HeifDecoder();
  const images = decoder.decode(bytes);
  try {
    const primary = images.find((image) => image.is_primary());
    if (!primary) throw new Error('HEIF file has no primary image');
    // The size after the file's own rotation and crop, as display() will produce it.
    const width = primary.get_width();
    const height = primary.get_height();
    if (width * height > maxPixels) throw new Error(`primary image is ${width}×${height}`);
    const target = { data: new Uint8ClampedArray(width * height * 4), width, height };
    const shown = await new Promise<typeof target>((resolve, reject) =>
      primary.display(target, (result) =>
        result ? resolve(result) : reject(new Error('HEIF decoding failed')),
      ),
    );
    const data = shown.data.buffer;
    const value: HeicDecoded = { width, height, data };
    // Hand the pixels over to the main thread without copying them.
    return move({ [transferableSymbol]: [data], [valueSymbol]: value });
  } finally {
    for (const image of images) image.free();
    decoder.decoder.delete();
  }
}
