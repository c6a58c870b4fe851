import { Router, type Request, type RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { UPLOAD_ROUTE } from '../../adapters/storage-local/signed-upload-urls.ts';

const MINUTE = 60_000;

/** How many requests one client may make per window (a client: the signed-in user, else the IP). */
export const RATE_LIMITS = {
  signIn: { limit: 20, windowMs: 15 * MINUTE, byUser: false },
  upload: { limit: 30, windowMs: 15 * MINUTE, byUser: true },
  render: { limit: 30, windowMs: 15 * MINUTE, byUser: true },
  sharePage: { limit: 120, windowMs: MINUTE, byUser: false },
  hoaParse: { limit: 10, windowMs: 15 * MINUTE, byUser: true },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

export const rateLimitMessage = (retryAfterSeconds: number): string =>
  `Too many requests; please try again in ${retryAfterSeconds} seconds`;

const clientKey = (byUser: boolean) => (req: Request) => {
  const userId = byUser ? (req.user as { id?: string } | undefined)?.id : undefined;
  return userId ? `user:${userId}` : `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`;
};

const limiter = (name: RateLimitName): RequestHandler => {
  const { limit, windowMs, byUser } = RATE_LIMITS[name];
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    keyGenerator: clientKey(byUser),
    handler: (req, res) => {
      const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = Math.max(
        1,
        Math.ceil(((reset?.getTime() ?? Date.now()) - Date.now()) / 1000),
      );
      res.setHeader('Retry-After', String(seconds));
      res.status(429).json({ message: rateLimitMessage(seconds) });
    },
  });
};

/**
 * Per-client limits on the expensive or guessable calls (sign-in, uploads, renders, share-page
 * lookups, HOA parsing): over the limit a call is a 429 with Retry-After and nothing happens.
 * The counters live in this process's memory (behind a load balancer each web process counts its
 * own share). Off unless `enabled` (RATE_LIMITS; on by default in production), so tests and
 * benches on one loopback address are not throttled.
 */
export const rateLimits = (enabled: boolean) => {
  const before = Router();
  const after = Router();
  if (!enabled) return { beforeSession: before, afterSession: after };
  // Signed upload PUTs carry no session: counted by address, before the body is read.
  before.put(`${UPLOAD_ROUTE}/*key`, limiter('upload'));
  after.get(['/auth/google', '/auth/google/callback'], limiter('signIn'));
  after.post(['/api/ai/analyze-image', '/api/hoa-documents/upload-url'], limiter('upload'));
  after.post('/api/renders', limiter('render'));
  after.get(['/api/shared/:shareToken', '/share/:shareToken'], limiter('sharePage'));
  after.post('/api/hoa-documents/:id/parse', limiter('hoaParse'));
  return { beforeSession: before, afterSession: after };
};
