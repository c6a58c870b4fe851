import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Router, type Express, type Request, type RequestHandler, type Response } from 'express';
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

const refuse: RequestHandler = (req, res) => {
  const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
  const seconds = Math.max(1, Math.ceil(((reset?.getTime() ?? Date.now()) - Date.now()) / 1000));
  res.setHeader('Retry-After', String(seconds));
  res.status(429).json({ message: rateLimitMessage(seconds) });
};

/** Other limits than RATE_LIMITS' (the bench raises the share-page one for its one client). */
export type RateLimitOverrides = Partial<Record<RateLimitName, number>>;

const limiter = (
  name: RateLimitName,
  overrides: RateLimitOverrides,
  handler: RequestHandler = refuse,
): RequestHandler => {
  const { windowMs, byUser } = RATE_LIMITS[name];
  const limit = overrides[name] ?? RATE_LIMITS[name].limit;
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    keyGenerator: clientKey(byUser),
    handler,
  });
};

/**
 * Express's request and response API (req.ip with the app's 'trust proxy', res.append) over a
 * plain request and response, for a limiter run before the Express stack: turning the real ones
 * into Express's (as app.handle does, by switching their prototypes) slows every later step of
 * the answer.
 */
const standIns = (app: Express) => {
  const { request, response } = app as unknown as { request: object; response: object };
  class StandInRequest {
    headers: IncomingHttpHeaders;
    socket: Socket;
    method: string | undefined;
    url: string | undefined;
    originalUrl: string | undefined;
    constructor(real: IncomingMessage) {
      this.headers = real.headers;
      this.socket = real.socket;
      this.method = real.method;
      this.url = real.url;
      this.originalUrl = real.url;
    }
  }
  Object.setPrototypeOf(StandInRequest.prototype, request);
  class StandInResponse {
    readonly real: ServerResponse;
    constructor(real: ServerResponse) {
      this.real = real;
    }
    get headersSent() {
      return this.real.headersSent;
    }
    getHeader(name: string) {
      return this.real.getHeader(name);
    }
    setHeader(name: string, value: number | string | readonly string[]) {
      this.real.setHeader(name, value);
      return this;
    }
  }
  Object.setPrototypeOf(StandInResponse.prototype, response);
  return {
    StandInRequest: StandInRequest as unknown as new (real: IncomingMessage) => Request,
    StandInResponse: StandInResponse as unknown as new (real: ServerResponse) => Response,
  };
};

/**
 * The share-page limit, also counted before the Express stack for the hot-read replay
 * (`admit`): a lookup counted there is not counted again in Express (`inExpress`), which lets
 * it on or gives it its 429 with the RateLimit headers already set.
 */
const shareLookupLimit = (overrides: RateLimitOverrides) => {
  const verdicts = new WeakMap<object, 'counting' | 'admitted' | 'refused'>();
  const limited = limiter('sharePage', overrides, (req, res, next) => {
    if (verdicts.get(req) === 'counting') verdicts.set(req, 'refused');
    else refuse(req, res, next);
  });
  const inExpress: RequestHandler = (req, res, next) => {
    const verdict = verdicts.get(req);
    if (verdict === 'admitted') return next();
    if (verdict === 'refused') return refuse(req, res, next);
    return limited(req, res, next);
  };
  /**
   * Counts the lookup (through standIns): true when within the limit (its RateLimit headers
   * are set on `res`); false when Express must answer: over the limit (its 429), or the count
   * failed (Express counts it as usual).
   */
  const admit = (app: Express) => {
    const { StandInRequest, StandInResponse } = standIns(app);
    return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
      const asExpress = new StandInRequest(req);
      verdicts.set(asExpress, 'counting');
      let admitted = false;
      await limited(asExpress, new StandInResponse(res), (error?: unknown) => {
        admitted = error === undefined;
      });
      if (admitted) verdicts.set(req, 'admitted');
      else if (verdicts.get(asExpress) === 'refused') {
        // Express answers the 429 from this count (Retry-After from its reset time).
        verdicts.set(req, 'refused');
        Object.assign(req, { rateLimit: (asExpress as { rateLimit?: unknown }).rateLimit });
      }
      return admitted;
    };
  };
  return { inExpress, admit };
};

/**
 * Per-client limits on the expensive or guessable calls (sign-in, uploads, renders, share-page
 * lookups, HOA parsing): over the limit a call is a 429 with Retry-After and nothing happens.
 * The counters live in this process's memory (behind a load balancer each web process counts its
 * own share). Off unless `enabled` (RATE_LIMITS; on by default in production), so tests and
 * benches on one loopback address are not throttled.
 */
export const rateLimits = (enabled: boolean, overrides: RateLimitOverrides = {}) => {
  const before = Router();
  const after = Router();
  if (!enabled) return { beforeSession: before, afterSession: after };
  const shareLookups = shareLookupLimit(overrides);
  // Signed upload PUTs carry no session: counted by address, before the body is read.
  before.put(`${UPLOAD_ROUTE}/*key`, limiter('upload', overrides));
  after.get(['/auth/google', '/auth/google/callback'], limiter('signIn', overrides));
  after.post(
    ['/api/ai/analyze-image', '/api/hoa-documents/upload-url'],
    limiter('upload', overrides),
  );
  after.post('/api/renders', limiter('render', overrides));
  after.get(['/api/shared/:shareToken', '/share/:shareToken'], shareLookups.inExpress);
  after.post('/api/hoa-documents/:id/parse', limiter('hoaParse', overrides));
  return { beforeSession: before, afterSession: after, admitShareLookup: shareLookups.admit };
};
