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
import { decodeMasks } from '../../backend/ports/image-analyzer.ts';
import type { ImageRenderer } from '../../backend/ports/image-renderer.ts';
import type { ObjectStorage } from '../../backend/ports/object-storage.ts';
import { FIX_SURFACES, type SurfaceEditor } from '../../backend/ports/surface-editor.ts';
import {
  handleRenderCommand,
  RENDER_FAILURES,
  renderImageUrl,
} from '../../modules/renders/index.ts';

export const RENDER_IMAGE = 'render-image';

const hex = z.string().regex(/^#[0-9A-F]{6}$/i);
const point = z.object({ x: z.number(), y: z.number() });
export const RenderImagePayload = z.object({
  renderId: z.uuid(),
  userId: z.uuid(),
  photoKey: z.string().min(1),
  masksKey: z.string().min(1),
  colors: z.object({ mainBody: hex, trim: hex, accents: hex }),
  photoSize: z
    .object({ width: z.number().int().positive(), height: z.number().int().positive() })
    .optional(),
  /** The user's fixes of the surfaces (SurfaceCorrected), replayed over the automatic masks. */
  fixes: z
    .array(
      z.union([
        z.object({ surface: z.enum(FIX_SURFACES), point: point }),
        z.object({ surface: z.enum(FIX_SURFACES), stroke: z.array(point) }),
      ]),
    )
    .default([]),
});

type Deps = {
  store: EventStore;
  storage: ObjectStorage;
  renderer: ImageRenderer;
  surfaces: SurfaceEditor;
  clock: Clock;
  logger: Logger;
};

/** photo + masks → ImageRenderer → after-image stored → CompleteRender | FailRender. */
export const renderImageJob = (deps: Deps): JobDefinition =>
  defineJob({
    queue: RENDER_IMAGE,
    payload: RenderImagePayload,
    options: { retryLimit: 2, retryBackoff: true, expireInSeconds: 300 },
    handler: async (
      { renderId, userId, photoKey, masksKey, colors, photoSize, fixes },
      { jobId, isLastAttempt },
    ) => {
      const metadata = (step: string) => ({
        now: deps.clock().toISOString(),
        userId,
        eventIds: [deterministicId(RENDER_IMAGE, jobId, step)],
      });
      try {
        const [photo, masks] = await Promise.all([
          deps.storage.get(photoKey),
          deps.storage.get(masksKey),
        ]);
        if (!photo || !masks) throw new PermanentJobFailure(RENDER_FAILURES.inputsMissing);
        const automatic = await decodeMasks(masks.data).catch(() => {
          throw new PermanentJobFailure(RENDER_FAILURES.masksUnreadable);
        });
        const decoded =
          fixes.length && photoSize
            ? await deps.surfaces.apply(
                { key: photoKey, ...photoSize, bytes: async () => photo.data },
                automatic,
                fixes,
              )
            : automatic;
        const { jpeg, engine, fallbackReason } = await deps.renderer
          .render(photo.data, decoded, colors)
          .catch((error: unknown) => {
            const detail = error instanceof Error ? error.message : String(error);
            throw new PermanentJobFailure(RENDER_FAILURES.engineFailed, detail);
          });
        const afterImageKey = `renders/${userId}/${renderId}.jpg`;
        await deps.storage.put(afterImageKey, jpeg, 'image/jpeg');
        await handleRenderCommand(deps.store, renderId, {
          type: 'CompleteRender',
          data: {
            renderId,
            afterImageKey,
            afterImageUrl: renderImageUrl(renderId),
            engine,
            ...(fallbackReason ? { fallbackReason } : {}),
          },
          metadata: metadata('completed'),
        });
      } catch (error) {
        const { permanent, reason, detail } = jobFailure(error, RENDER_FAILURES.serviceFailed);
        if (!permanent && !isLastAttempt) throw error;
        deps.logger.warn({ err: error, renderId }, 'render failed');
        await handleRenderCommand(deps.store, renderId, {
          type: 'FailRender',
          data: { renderId, reason, ...(detail ? { detail } : {}) },
          metadata: metadata('failed'),
        });
      }
    },
  });
