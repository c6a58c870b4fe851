import type { Event } from '../../backend/core/decider.ts';
import type { PhotoAnalysis } from '../../backend/ports/image-analyzer.ts';

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

export type PhotoEvent = PhotoUploaded | PhotoAnalysed | PhotoAnalysisFailed;

export const photoEventTypes = [
  'PhotoUploaded',
  'PhotoAnalysed',
  'PhotoAnalysisFailed',
] as const satisfies readonly PhotoEvent['type'][];
