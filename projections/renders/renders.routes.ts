import { Router } from 'express';
import { z } from 'zod';
import { NotFoundError, ValidationError } from '../../backend/core/errors.ts';
import { parseWith, requireUser, type RouteDeps } from '../../backend/core/http.ts';
import { jsonAnswer, sendJsonAnswer, type JsonAnswer } from '../../backend/core/read-cache.ts';
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

/** How many answers each process keeps: pages of renders (about 20 kB each) and share links. */
const CACHED_PAGES = 500;
const CACHED_SHARES = 2000;

export const rendersReadRoutes = (deps: Pick<RouteDeps, 'db' | 'readCache'>): Router => {
  const router = Router();
  const pages = deps.readCache.reads<{ answer: JsonAnswer; link?: string }>(CACHED_PAGES);
  const shares = deps.readCache.reads<JsonAnswer | undefined>(CACHED_SHARES);

  /** The user's own renders, newest first, a page at a time; the next page is in `Link`. */
  router.get('/api/renders', async (req, res) => {
    const user = requireUser(req);
    const { limit, before } = parseWith(PageQuery, req.query);
    const cursor = before === undefined ? undefined : decodeCursor(before);
    if (before !== undefined && !cursor) throw new ValidationError('Invalid page cursor');
    const page = await pages(req, `${user.id} ${limit} ${before ?? ''}`, async () => {
      const { renders, next } = await listRendersPage(deps.db, user.id, {
        limit,
        ...(cursor && { before: cursor }),
      });
      if (!next) return { answer: jsonAnswer(renders) };
      const query = new URLSearchParams({ limit: String(limit), before: encodeCursor(next) });
      return {
        answer: jsonAnswer(renders),
        link: `</api/renders?${query.toString()}>; rel="next"`,
      };
    });
    if (page.link) res.setHeader('Link', page.link);
    res.setHeader('Cache-Control', 'private, no-cache');
    sendJsonAnswer(res, page.answer);
  });

  /** A shared render, public: a missing, malformed or deleted token is simply not found. */
  router.get('/api/shared/:shareToken', async (req, res) => {
    const token = String(req.params.shareToken);
    const shared = SHARE_TOKEN_RE.test(token)
      ? await shares(req, token, async () => {
          const found = await findSharedRender(deps.db, token);
          return found && jsonAnswer(found);
        })
      : undefined;
    if (!shared) throw new NotFoundError('Paint Visualization Not Found');
    res.setHeader('Cache-Control', 'no-cache');
    sendJsonAnswer(res, shared);
  });

  return router;
};
