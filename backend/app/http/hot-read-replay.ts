import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { requestIdFor } from './request-context.ts';

/**
 * The hot reads answered before the Express stack: these paths with any query string (the app
 * asks for /api/paint-schemes?hoaOnly=false and the next pages of /api/renders), each exact URL
 * its own answer.
 */
const HOT_PATHS = ['/api/auth/user', '/api/paint-schemes', '/api/renders'];
const SHARED_PATH = /^\/api\/shared\/[\w-]{1,200}$/;
const MAX_ENTRIES = 2000;
/** Set anew on each answer (the request id; a rate limit's count), so never recorded. */
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'ratelimit', 'ratelimit-policy']);

type Replay = { position: number; status: number; headers: OutgoingHttpHeaders; body: Buffer };

/** Header names as set (Node ≥ 15.13; missing from these typings). */
type RawNames = { getRawHeaderNames: () => string[] };

type Handle = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Answers the four hot GETs (current user, paint schemes, a page of renders, shared render)
 * with the very bytes the Express stack sent last time for the same request — same URL,
 * session cookie, If-None-Match and If-Modified-Since — while the read side has not moved
 * since (the request's position, read afresh after it arrived; on a miss the cached reads
 * behind Express use that same position, so it is read once per request). The
 * Express answer is recorded as it is sent, so status, body, ETag/304, Content-Type and
 * helmet's headers are Express's own; only the request id is made anew. Anything else — a
 * miss, another method, a body, a Set-Cookie, a streamed answer, or a share lookup over its
 * rate limit — goes through Express. A share lookup is counted against that limit before it is
 * replayed, as Express would count it (and Express does not count it again). Every answer is a
 * function of those request parts and the read models at that position: the session check
 * (signature, session version, roles from the configuration) and owner-only filtering run in
 * Express for the first request of each cookie, and a sign-out moves the position.
 */
export const hotReadReplay = (options: {
  /** The read side's position for this request, read after it arrived (ReadCache.positionFor). */
  readPosition: (req: IncomingMessage) => Promise<number>;
  /**
   * With rate limits on: counts a share lookup (setting its RateLimit headers); false when
   * Express must answer it (over the limit).
   */
  admitShareLookup?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  express: Handle;
  /** Called on each answer replayed (tests). */
  onReplay?: () => void;
}): Handle => {
  const entries = new Map<string, Replay>();

  const record = (key: string, position: number, res: ServerResponse) => {
    let streamed = false;
    const write = res.write;
    res.write = function (this: ServerResponse, ...args: unknown[]) {
      streamed = true;
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as typeof res.write;
    const end = res.end;
    res.end = function (this: ServerResponse, ...args: unknown[]) {
      const chunk = args[0];
      const status = res.statusCode;
      if (
        !streamed &&
        !res.headersSent &&
        (status === 200 || status === 304) &&
        !res.hasHeader('set-cookie') &&
        (chunk === undefined ||
          typeof chunk === 'function' ||
          Buffer.isBuffer(chunk) ||
          typeof chunk === 'string')
      ) {
        const headers: OutgoingHttpHeaders = {};
        for (const name of (res as unknown as RawNames).getRawHeaderNames())
          if (!PER_REQUEST_HEADERS.has(name.toLowerCase())) headers[name] = res.getHeader(name);
        const body = Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === 'string'
            ? Buffer.from(chunk)
            : Buffer.alloc(0);
        entries.delete(key);
        entries.set(key, { position, status, headers, body });
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      }
      return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as typeof res.end;
  };

  const replay = (req: IncomingMessage, res: ServerResponse, key: string) =>
    options.readPosition(req).then(
      (position) => {
        const hit = entries.get(key);
        if (hit && hit.position >= position) {
          res.writeHead(hit.status, {
            'X-Request-Id': requestIdFor(req.headers['x-request-id']),
            ...hit.headers,
          });
          res.end(hit.body);
          options.onReplay?.();
          return;
        }
        record(key, position, res);
        options.express(req, res);
      },
      // The read side cannot be reached: Express answers (with its 503 and message).
      () => options.express(req, res),
    );

  return (req, res) => {
    const url = req.url ?? '';
    const h = req.headers;
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    const shared = SHARED_PATH.test(path);
    if (
      req.method !== 'GET' ||
      !(shared || HOT_PATHS.includes(path)) ||
      h['content-length'] !== undefined ||
      h['transfer-encoding'] !== undefined
    )
      return options.express(req, res);
    const key = `${url}\n${h.cookie ?? ''}\n${h['if-none-match'] ?? ''}\n${h['if-modified-since'] ?? ''}`;
    if (!shared || !options.admitShareLookup) return void replay(req, res, key);
    options.admitShareLookup(req, res).then(
      (admitted) => (admitted ? replay(req, res, key) : options.express(req, res)),
      () => options.express(req, res),
    );
  };
};
