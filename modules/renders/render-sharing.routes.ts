import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import { NotFoundError } from '../../backend/core/errors.ts';
import { requireUser, type RouteDeps } from '../../backend/core/http.ts';
import { renderIdParam } from './render-access.ts';
import { getRender, handleRenderCommand } from './renders.handler.ts';

/** 128 bits from the CSPRNG, URL-safe: 22 characters of base64url. */
export const SHARE_TOKEN_BYTES = 16;
export const newShareToken = (): string => randomBytes(SHARE_TOKEN_BYTES).toString('base64url');

/** Sharing and deleting a render: owner only (anyone else gets 404 and nothing is written). */
export const renderSharingRoutes = (deps: RouteDeps): Router => {
  const router = Router();

  router.post('/api/renders/:renderId/share', async (req, res) => {
    const user = requireUser(req);
    const renderId = renderIdParam(req.params.renderId);
    const { position } = await handleRenderCommand(deps.store, renderId, {
      type: 'ShareRender',
      data: { renderId, userId: user.id, shareToken: newShareToken() },
      metadata: { now: deps.clock().toISOString(), userId: user.id },
    });
    await deps.waitForProjections(position);
    // The first share's token, whether this call or an earlier one made it.
    const render = await getRender(deps.store, renderId);
    if (render.status === 'none' || !render.shareToken) throw new NotFoundError('Render not found');
    res.json({ shareToken: render.shareToken });
  });

  router.delete('/api/renders/:renderId', async (req, res) => {
    const user = requireUser(req);
    const renderId = renderIdParam(req.params.renderId);
    const { position } = await handleRenderCommand(deps.store, renderId, {
      type: 'DeleteRender',
      data: { renderId, userId: user.id },
      metadata: { now: deps.clock().toISOString(), userId: user.id },
    });
    await deps.waitForProjections(position);
    res.status(204).end();
  });

  return router;
};
