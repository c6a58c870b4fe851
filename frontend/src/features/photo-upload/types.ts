/** One painted surface the AI found (SPEC §3 Image analysis). */
export type DetectedSurface = {
  /** e.g. 'SW 7015 Repose Gray'; absent when the AI names none. */
  currentColor?: string;
  hex?: string;
};

/** The surfaces shown on the screen, in display order, with their labels. */
export const SHOWN_SURFACES = [
  { key: 'mainBody', label: 'Body' },
  { key: 'trim', label: 'Trim' },
  { key: 'accents', label: 'Accents' },
] as const;

export type ShownSurface = (typeof SHOWN_SURFACES)[number]['key'];

export type ImageAnalysis = {
  /** Keyed by surface: mainBody, trim, accents, plus any other the server names. */
  surfaces: Record<string, DetectedSurface>;
  architecture: { style?: string };
};

/** The analyze call's answer: the analysis and the server-stored image address. */
export type AnalyzeImageResult = {
  analysis: ImageAnalysis;
  /** Absent when the server returns none; the local preview is used then. */
  imageUrl?: string;
};

/** What a fix assigns: a surface, or 'none' (not paint). */
export type FixTool = 'mainBody' | 'trim' | 'accents' | 'none';

/** A point in the photo's own pixels. */
export type PhotoPoint = { x: number; y: number };

/** The surfaces as they stand after the user's fixes (GET /api/photos/{id}/surfaces). */
export type SurfacesView = {
  revision: number;
  fixes: number;
  overlay: { width: number; height: number; png: string };
  analysis: ImageAnalysis;
};
