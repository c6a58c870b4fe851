import { Router } from 'express';
import { z } from 'zod';
import { NotFoundError, ValidationError } from '../../backend/core/errors.ts';
import { parseWith, requireUser, type RouteDeps } from '../../backend/core/http.ts';
import {
  decodeCursor,
  encodeCursor,
  findSharedRender,
  listRendersPage,
} from './renders.queries.ts';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** Share tokens are base64url; anything else cannot be one. */
export const SHARE_TOKEN_RE = /^[A-Za-z0-9_-]{16,128}$/;

export const PageQuery = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  before: z.string().max(200).optional(),
});

export const rendersReadRoutes = (deps: Pick<RouteDeps, 'db'>): Router => {
  const router = Router();

  /** The user's own renders, newest first, a page at a time; the next page is in `Link`. */
  router.get('/api/renders', async (req, res) => {
    const user = requireUser(req);
    const { limit, before } = parseWith(PageQuery, req.query);
    const cursor = before === undefined ? undefined : decodeCursor(before);
    if (before !== undefined && !cursor) throw new ValidationError('Invalid page cursor');
    const page = await listRendersPage(deps.db, user.id, {
      limit,
      ...(cursor && { before: cursor }),
    });
    if (page.next) {
      const next = new URLSearchParams({ limit: String(limit), before: encodeCursor(page.next) });
      res.setHeader('Link', `</api/renders?${next.toString()}>; rel="next"`);
    }
    res.setHeader('Cache-Control', 'private, no-cache');
    res.json(page.renders);
  });

  /** A shared render, public: a missing, malformed or deleted token is simply not found. */
  router.get('/api/shared/:shareToken', async (req, res) => {
    const token = String(req.params.shareToken);
    const shared = SHARE_TOKEN_RE.test(token) ? await findSharedRender(deps.db, token) : undefined;
    if (!shared) throw new NotFoundError('Paint Visualization Not Found');
    res.setHeader('Cache-Control', 'no-cache');
    res.json(shared);
  });

  return router;
};
