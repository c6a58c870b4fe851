import type { EventStore } from '../../backend/core/event-store.ts';
import { deterministicId } from '../../backend/core/ids.ts';
import type { JobQueue } from '../../backend/core/job.ts';
import { defineReactor } from '../../backend/core/projection.ts';
import { getPhoto } from '../../modules/photos/index.ts';
import {
  handleRenderCommand,
  RENDER_FAILURES,
  type RenderRequested,
} from '../../modules/renders/index.ts';
import { RENDER_IMAGE } from './render-image.job.ts';

/** RenderRequested → one render-image job, enqueued in the projection runner's transaction. */
export const renderImageTrigger = (queue: Pick<JobQueue, 'send'>, store: EventStore) =>
  defineReactor<RenderRequested>({
    name: 'render-image-trigger',
    canHandle: ['RenderRequested'],
    handle: async (trx, { data }) => {
      const photo = await getPhoto(store, data.photoId);
      if (photo.status !== 'analysed') {
        await handleRenderCommand(store, data.renderId, {
          type: 'FailRender',
          data: { renderId: data.renderId, reason: RENDER_FAILURES.notAnalyzed },
          metadata: {
            now: new Date().toISOString(),
            userId: data.userId,
            eventIds: [deterministicId(RENDER_IMAGE, data.renderId, 'no-photo')],
          },
        });
        return;
      }
      await queue.send(
        RENDER_IMAGE,
        {
          renderId: data.renderId,
          userId: data.userId,
          photoKey: photo.storageKey,
          masksKey: photo.masksKey,
          colors: data.colors,
          // the user's fixes as they stand: the render paints the corrected surfaces
          photoSize: { width: photo.width, height: photo.height },
          fixes: photo.fixes,
        },
        { id: deterministicId(RENDER_IMAGE, data.renderId), db: trx },
      );
    },
  });
