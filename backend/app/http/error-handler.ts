import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { AppError } from '../../core/errors.ts';

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
    logger.error({ err: error, requestId: req.id, path: req.path }, 'request failed');
    if (!res.headersSent) res.status(500).json({ message: 'Internal server error' });
  };
