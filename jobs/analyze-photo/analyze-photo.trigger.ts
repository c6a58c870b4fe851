import { deterministicId } from '../../backend/core/ids.ts';
import { defineReactor } from '../../backend/core/projection.ts';
import type { JobQueue } from '../../backend/core/job.ts';
import type { PhotoUploaded } from '../../modules/photos/index.ts';
import { ANALYZE_PHOTO } from './analyze-photo.job.ts';

/** PhotoUploaded → one analyze-photo job, enqueued in the projection runner's transaction. */
export const analyzePhotoTrigger = (queue: Pick<JobQueue, 'send'>) =>
  defineReactor<PhotoUploaded>({
    name: 'analyze-photo-trigger',
    canHandle: ['PhotoUploaded'],
    handle: async (trx, { data }) => {
      await queue.send(
        ANALYZE_PHOTO,
        { photoId: data.photoId, userId: data.userId, storageKey: data.storageKey },
        { id: deterministicId(ANALYZE_PHOTO, data.photoId), db: trx },
      );
    },
  });
