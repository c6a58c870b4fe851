/** Public types of the vision engine. */

/** Soft masks (0..255) at the analysis working resolution (maskWidth x maskHeight, row-major). */
export interface SurfaceMasks {
  maskWidth: number;
  maskHeight: number;
  mainBody: Uint8Array;
  trim: Uint8Array;
  accents: Uint8Array;
}

export interface SurfaceColors {
  mainBody?: string;
  trim?: string;
  accents?: string;
}

export interface SurfaceAnalysis {
  /** Size of the analysed image. */
  width: number;
  height: number;
  masks: SurfaceMasks;
  /** Representative current colour (#RRGGBB) of each surface found. */
  colors: SurfaceColors;
  /** Architecture style guess; only set when confident (currently never guessed). */
  style?: string;
  /** Fraction of the image covered by each surface (mask >= 128). */
  coverage: { mainBody: number; trim: number; accents: number };
}

export interface PaintColors {
  mainBody: string;
  trim: string;
  accents: string;
}
