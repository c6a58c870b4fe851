import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { AppError } from '../../core/errors.ts';

/** What a client sees while the database cannot be reached (PostgreSQL down or restarting). */
export const DATABASE_UNAVAILABLE =
  'Service temporarily unavailable: the database cannot be reached. Please try again in a moment.';

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '08000',
  '08001',
  '08003',
  '08006',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|Timeout acquiring a connection|connection error and is not queryable|the database system is (starting up|shutting down)|terminating connection due to administrator command/i;

/** True when the error (or what caused it) says the database is out of reach, not that we erred. */
export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  if (e.name === 'KnexTimeoutError') return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  if (error instanceof AggregateError)
    return error.errors.some((x) => isDatabaseUnavailable(x, depth + 1));
  return isDatabaseUnavailable(e.cause, depth + 1);
};

/** The /healthz detail for a failed check: what is wrong, never the error's own text. */
export const unavailableDetail = (error: unknown): string =>
  isDatabaseUnavailable(error) ? 'database unreachable' : 'health check failed';

/** Unknown API paths answer JSON, not the single-page app. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};

/** One place turns errors into `{message}` (the client shows "<status>: <body>"). */
export const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (error: unknown, req, res, _next) => {
    if (error instanceof AppError) {
      if (error.detail)
        logger.warn({ requestId: req.id, path: req.path, detail: error.detail }, error.message);
      res.status(error.status).json({ message: error.message });
      return;
    }
    const e = error as { status?: number; statusCode?: number; type?: string; message?: string };
    const status = e.status ?? e.statusCode;
    if (status && status >= 400 && status < 500) {
      const message =
        e.type === 'entity.parse.failed'
          ? 'Request body must be valid JSON'
          : e.type === 'entity.too.large'
            ? 'Request body is too large'
            : (e.message ?? 'Bad request');
      res.status(status).json({ message });
      return;
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, requestId: req.id, path: req.path }, 'database unreachable');
      if (!res.headersSent)
        res.status(503).setHeader('Retry-After', '5').json({ message: DATABASE_UNAVAILABLE });
      return;
    }
    logger.error({ err: error, requestId: req.id, path: req.path }, 'request failed');
    if (!res.headersSent) res.status(500).json({ message: 'Internal server error' });
  };
