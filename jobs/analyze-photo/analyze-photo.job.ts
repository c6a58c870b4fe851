import { z } from 'zod';
import type { Clock } from '../../backend/core/clock.ts';
import type { EventStore } from '../../backend/core/event-store.ts';
import { deterministicId } from '../../backend/core/ids.ts';
import {
  defineJob,
  jobFailure,
  PermanentJobFailure,
  type JobDefinition,
} from '../../backend/core/job.ts';
import type { Logger } from '../../backend/core/logger.ts';
import { encodeMasks, type ImageAnalyzer } from '../../backend/ports/image-analyzer.ts';
import type { ObjectStorage } from '../../backend/ports/object-storage.ts';
import { ANALYSIS_FAILURES, handlePhotoCommand } from '../../modules/photos/index.ts';

export const ANALYZE_PHOTO = 'analyze-photo';

export const AnalyzePhotoPayload = z.object({
  photoId: z.uuid(),
  userId: z.uuid(),
  storageKey: z.string().min(1),
});

type Deps = {
  store: EventStore;
  storage: ObjectStorage;
  analyzer: ImageAnalyzer;
  clock: Clock;
  logger: Logger;
};

/** photo bytes → ImageAnalyzer → masks stored → CompletePhotoAnalysis | FailPhotoAnalysis. */
export const analyzePhotoJob = (deps: Deps): JobDefinition =>
  defineJob({
    queue: ANALYZE_PHOTO,
    payload: AnalyzePhotoPayload,
    options: { retryLimit: 2, retryBackoff: true, expireInSeconds: 300 },
    handler: async ({ photoId, userId, storageKey }, { jobId, isLastAttempt }) => {
      const metadata = (step: string) => ({
        now: deps.clock().toISOString(),
        userId,
        eventIds: [deterministicId(ANALYZE_PHOTO, jobId, step)],
      });
      try {
        const object = await deps.storage.get(storageKey);
        if (!object) throw new PermanentJobFailure(ANALYSIS_FAILURES.photoMissing);
        const result = await deps.analyzer.analyze(object.data).catch((error: unknown) => {
          const detail = error instanceof Error ? error.message : String(error);
          throw new PermanentJobFailure(ANALYSIS_FAILURES.engineFailed, detail);
        });
        const masksKey = `photos/${userId}/${photoId}.masks`;
        await deps.storage.put(
          masksKey,
          await encodeMasks(result.masks),
          'application/octet-stream',
        );
        await handlePhotoCommand(deps.store, photoId, {
          type: 'CompletePhotoAnalysis',
          data: { photoId, userId, analysis: result.analysis, masksKey, engine: result.engine },
          metadata: metadata('completed'),
        });
      } catch (error) {
        const { permanent, reason, detail } = jobFailure(error, ANALYSIS_FAILURES.serviceFailed);
        if (!permanent && !isLastAttempt) throw error;
        deps.logger.warn({ err: error, photoId }, 'photo analysis failed');
        await handlePhotoCommand(deps.store, photoId, {
          type: 'FailPhotoAnalysis',
          data: { photoId, userId, reason, ...(detail ? { detail } : {}) },
          metadata: metadata('failed'),
        });
      }
    },
  });
