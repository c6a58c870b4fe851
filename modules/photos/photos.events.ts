import type { Event } from '../../backend/core/decider.ts';
import type { PhotoAnalysis } from '../../backend/ports/image-analyzer.ts';
import type { FixSurface, PhotoPoint } from '../../backend/ports/surface-editor.ts';

export type PhotoUploaded = Event<
  'PhotoUploaded',
  {
    photoId: string;
    userId: string;
    storageKey: string;
    width: number;
    height: number;
    sourceType: string;
    uploadedAt: string;
  }
>;
export type PhotoAnalysed = Event<
  'PhotoAnalysed',
  {
    photoId: string;
    userId: string;
    analysis: PhotoAnalysis;
    masksKey: string;
    engine: string;
    analysedAt: string;
  }
>;
/** reason: one of ANALYSIS_FAILURES, shown to the user; detail: for the logs only. */
export type PhotoAnalysisFailed = Event<
  'PhotoAnalysisFailed',
  { photoId: string; userId: string; reason: string; detail?: string; failedAt: string }
>;

/**
 * A user's fix of the surfaces: the region under `point`, or a brush line through `stroke`
 * (the photo's pixel coordinates), now belongs to `surface` ('none': not paint).
 */
export type SurfaceCorrected = Event<
  'SurfaceCorrected',
  {
    photoId: string;
    userId: string;
    surface: FixSurface;
    point?: PhotoPoint;
    stroke?: PhotoPoint[];
    correctedAt: string;
  }
>;
/** The last fix still in force is taken back. */
export type SurfaceCorrectionUndone = Event<
  'SurfaceCorrectionUndone',
  { photoId: string; userId: string; undoneAt: string }
>;
/** Every fix is taken back: the automatic surfaces again. */
export type SurfaceCorrectionsReset = Event<
  'SurfaceCorrectionsReset',
  { photoId: string; userId: string; resetAt: string }
>;

export type PhotoEvent =
  | PhotoUploaded
  | PhotoAnalysed
  | PhotoAnalysisFailed
  | SurfaceCorrected
  | SurfaceCorrectionUndone
  | SurfaceCorrectionsReset;

export const photoEventTypes = [
  'PhotoUploaded',
  'PhotoAnalysed',
  'PhotoAnalysisFailed',
  'SurfaceCorrected',
  'SurfaceCorrectionUndone',
  'SurfaceCorrectionsReset',
] as const satisfies readonly PhotoEvent['type'][];
