/** The image types CurbHue accepts, recognised by their first bytes (never by file name). */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

export const sniffImageType = (bytes: Buffer): ImageType | undefined => {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP')
    return 'image/webp';
  if (bytes.toString('ascii', 4, 8) === 'ftyp' && HEIF_BRANDS.has(bytes.toString('ascii', 8, 12)))
    return 'image/heic';
  return undefined;
};
