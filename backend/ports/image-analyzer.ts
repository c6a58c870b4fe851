/** Soft surface masks (0..255) at a working resolution, row-major. */
export type SurfaceMasks = {
  maskWidth: number;
  maskHeight: number;
  mainBody: Uint8Array;
  trim: Uint8Array;
  accents: Uint8Array;
};

export type SurfaceName = 'mainBody' | 'trim' | 'accents';

/** What the analysis tells the user (SPEC §3 "Image analysis"). */
export type PhotoAnalysis = {
  surfaces: Partial<Record<SurfaceName, { currentColor: string; hex?: string }>>;
  architecture: { style?: string };
};

export type AnalysisResult = { analysis: PhotoAnalysis; masks: SurfaceMasks; engine: string };

/** Finds the paintable surfaces of a house photo (upright, decoded-ready image bytes). */
export interface ImageAnalyzer {
  analyze(image: Buffer): Promise<AnalysisResult>;
}

/** Masks as bytes for storage: 'CHM1', width, height (uint32 LE), then the three planes, deflated. */
export const encodeMasks = async (masks: SurfaceMasks): Promise<Buffer> => {
  const { deflateRawSync } = await import('node:zlib');
  const header = Buffer.alloc(12);
  header.write('CHM1', 0, 'ascii');
  header.writeUInt32LE(masks.maskWidth, 4);
  header.writeUInt32LE(masks.maskHeight, 8);
  return Buffer.concat([
    header,
    deflateRawSync(Buffer.concat([masks.mainBody, masks.trim, masks.accents])),
  ]);
};

export const decodeMasks = async (bytes: Buffer): Promise<SurfaceMasks> => {
  const { inflateRawSync } = await import('node:zlib');
  if (bytes.toString('ascii', 0, 4) !== 'CHM1') throw new Error('Not a CurbHue mask file');
  const maskWidth = bytes.readUInt32LE(4);
  const maskHeight = bytes.readUInt32LE(8);
  const planes = inflateRawSync(bytes.subarray(12));
  const n = maskWidth * maskHeight;
  if (planes.length !== n * 3) throw new Error('Mask file is truncated');
  const plane = (i: number) => new Uint8Array(planes.buffer, planes.byteOffset + i * n, n);
  return { maskWidth, maskHeight, mainBody: plane(0), trim: plane(1), accents: plane(2) };
};
