import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { NotFoundError } from '../../backend/core/errors.ts';
import type { EventStore } from '../../backend/core/event-store.ts';
import { requireUser } from '../../backend/core/http.ts';
import { isUuid } from '../../backend/core/ids.ts';
import type { RenderState } from './renders.decider.ts';
import { getRender } from './renders.handler.ts';

/** A malformed id is simply a render that does not exist. */
export const renderIdParam = (value: unknown): string => {
  const id = String(value ?? '');
  if (!isUuid(id)) throw new NotFoundError('Render not found');
  return id.toLowerCase();
};

const sameToken = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export type ReadableRender = Exclude<RenderState, { status: 'none' }> & {
  /** Reached through its share link (anyone may see it) rather than by its signed-in owner. */
  viaShareLink: boolean;
};

/**
 * Who may see a render's images: anyone with its share token (`?share=`), or its signed-in
 * owner (or an admin). A deleted render is seen by nobody; everything else answers 404 (401 when signed out
 * and no token is given).
 */
export const readableRender = async (store: EventStore, req: Request): Promise<ReadableRender> => {
  const renderId = renderIdParam(req.params.renderId);
  const share = typeof req.query.share === 'string' ? req.query.share : undefined;
  const user = share === undefined ? requireUser(req) : undefined;
  const render = await getRender(store, renderId);
  if (render.status === 'none' || render.deleted) throw new NotFoundError('Render not found');
  if (share !== undefined) {
    if (!render.shareToken || !sameToken(render.shareToken, share))
      throw new NotFoundError('Render not found');
    return { ...render, viaShareLink: true };
  }
  // Admins see every render's images (read only) in the admin console.
  if (render.request.userId !== user?.id && !user?.isAdmin)
    throw new NotFoundError('Render not found');
  return { ...render, viaShareLink: false };
};
