import { Router } from 'express';
import { z } from 'zod';
import {
  AppError,
  NotFoundError,
  ServiceUnavailableError,
  ValidationError,
} from '../../backend/core/errors.ts';
import { parseWith, requireUser, type AuthUser, type RouteDeps } from '../../backend/core/http.ts';
import { newId } from '../../backend/core/ids.ts';
import type { PaintColors } from '../../backend/ports/image-renderer.ts';
import type { ObjectStorage } from '../../backend/ports/object-storage.ts';
import { handleAllowanceCommand } from '../billing/index.ts';
import { getPhoto, photoIdFromUrl } from '../photos/index.ts';
import type { ColorSelections, PaintColorLabels } from './renders.events.ts';
import { awaitRenderOutcome, handleRenderCommand } from './renders.handler.ts';
import { renderFailedError } from './renders.failures.ts';

const RENDER_TIMEOUT_MS = 180_000;

/** The scheme's colours for this user and selection (predefined, or the user's own custom scheme). */
export type ResolvedScheme = {
  schemeId: string;
  schemeName: string;
  manufacturer: string;
  colors: PaintColors;
  colorLabels?: PaintColorLabels;
  isHoaApproved?: boolean;
};
export type SchemeResolver = (
  schemeId: string,
  userId: string,
  selections: ColorSelections,
) => Promise<ResolvedScheme | undefined>;

export type RendersDeps = RouteDeps & {
  storage: ObjectStorage;
  resolveScheme: SchemeResolver;
  /** How long the request waits for the render's outcome (default 180 s). */
  renderWaitMs?: number;
};

const selectionIndex = (label: string) =>
  z
    .number({ error: `${label} selection must be an option index` })
    .int(`${label} selection must be an option index`)
    .min(0, `${label} selection must be an option index`)
    .optional();

export const RenderBody = z.object({
  schemeId: z
    .string({ error: 'Please select a paint scheme' })
    .trim()
    .min(1, 'Please select a paint scheme')
    .max(200),
  beforeImageUrl: z
    .string({ error: 'Please upload a photo first' })
    .trim()
    .min(1, 'Please upload a photo first')
    .max(2000),
  colorSelections: z
    .object({
      body: selectionIndex('Body'),
      trim: selectionIndex('Trim'),
      accent: selectionIndex('Accent'),
    })
    .nullish()
    .transform((s) => s ?? {}),
});

const spendCredit = async (deps: RendersDeps, user: AuthUser, renderId: string) => {
  if (user.betaTester) return false; // beta testers render without credits
  await handleAllowanceCommand(
    deps.store,
    user.id,
    {
      type: 'SpendRenderCredit',
      data: { userId: user.id, renderId },
      metadata: { now: deps.clock().toISOString(), userId: user.id },
    },
    { retries: 10 },
  );
  return true;
};

export const rendersRoutes = (deps: RendersDeps): Router => {
  const router = Router();

  router.post('/api/renders', async (req, res) => {
    const user = requireUser(req);
    const body = parseWith(RenderBody, req.body);
    const photoId = photoIdFromUrl(body.beforeImageUrl);
    if (!photoId) throw new ValidationError('beforeImageUrl must be a photo uploaded to CurbHue');
    const photo = await getPhoto(deps.store, photoId);
    if (photo.status === 'none' || photo.userId !== user.id)
      throw new NotFoundError('Photo not found');
    if (photo.status !== 'analysed')
      throw new AppError(409, 'This photo has not been analyzed yet');
    const scheme = await deps.resolveScheme(body.schemeId, user.id, body.colorSelections);
    if (!scheme) throw new NotFoundError('Paint scheme not found');

    const renderId = newId();
    const creditSpent = await spendCredit(deps, user, renderId);
    const metadata = { now: deps.clock().toISOString(), userId: user.id };
    try {
      await handleRenderCommand(
        deps.store,
        renderId,
        {
          type: 'RequestRender',
          data: {
            renderId,
            userId: user.id,
            photoId,
            beforeImageUrl: body.beforeImageUrl,
            ...scheme,
            colorSelections: body.colorSelections,
            creditSpent,
          },
          metadata,
        },
        { expectedRevision: 'no_stream' },
      );
    } catch (error) {
      if (creditSpent) {
        await handleAllowanceCommand(deps.store, user.id, {
          type: 'RefundRenderCredit',
          data: { userId: user.id, renderId, reason: 'the render could not be started' },
          metadata,
        });
      }
      throw error;
    }

    const waitMs = deps.renderWaitMs ?? RENDER_TIMEOUT_MS;
    const outcome = await awaitRenderOutcome(deps.store, renderId, waitMs);
    if (outcome.status === 'completed') {
      await deps.waitForProjections(await deps.store.headPosition());
      res.json({
        id: renderId,
        beforeImageUrl: outcome.request.beforeImageUrl,
        afterImageUrl: outcome.afterImageUrl,
        status: 'completed',
        createdAt: outcome.request.requestedAt,
        scheme: { id: scheme.schemeId, name: scheme.schemeName, manufacturer: scheme.manufacturer },
      });
      return;
    }
    if (outcome.status === 'failed') {
      // The refund reactor gives the credit back too; doing it here lets the next GET see it.
      if (creditSpent) {
        await handleAllowanceCommand(deps.store, user.id, {
          type: 'RefundRenderCredit',
          data: { userId: user.id, renderId, reason: outcome.reason },
          metadata,
        });
        await deps.waitForProjections(await deps.store.headPosition());
      }
      throw await renderFailedError(deps.store, renderId);
    }
    throw new ServiceUnavailableError(
      'The render is taking longer than expected; it will appear on your dashboard',
    );
  });

  return router;
};
