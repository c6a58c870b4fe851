import type { EventStore } from '../../backend/core/event-store.ts';
import { recordedFailureError } from '../../backend/core/failures.ts';
import { photoStreamName } from './photos.handler.ts';

/** Why an analysis failed, as a user may read it (the analyze-photo job records one). */
export const ANALYSIS_FAILURES = {
  photoMissing: 'the uploaded photo is missing',
  engineFailed: 'the analysis engine could not process this photo',
  serviceFailed: 'the analysis service failed',
} as const;

/** The 422 of a failed analysis: a plain reason; the recorded detail goes to the log. */
export const analysisFailedError = (store: EventStore, photoId: string) =>
  recordedFailureError(
    store,
    photoStreamName(photoId),
    {
      failureType: 'PhotoAnalysisFailed',
      status: 422,
      prefix: 'We could not analyze this photo: ',
    },
    ANALYSIS_FAILURES,
    ANALYSIS_FAILURES.serviceFailed,
  );
