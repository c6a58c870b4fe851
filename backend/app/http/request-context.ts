import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

declare module 'express-serve-static-core' {
  interface Request {
    id?: string;
  }
}

/** The caller's X-Request-Id when it is a sensible one, else a new id. */
export const requestIdFor = (incoming: string | string[] | undefined): string =>
  typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();

/**
 * A request id on every request and response, and one log line per API call: at info for
 * writes and failures, at debug for reads that succeeded (the hot dashboard and share reads
 * would otherwise spend more on logging than on answering; LOG_LEVEL=debug shows them).
 */
export const requestContext =
  (logger: Logger): RequestHandler =>
  (req, res, next) => {
    req.id = requestIdFor(req.headers['x-request-id']);
    res.setHeader('X-Request-Id', req.id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      if (!req.path.startsWith('/api') && !req.path.startsWith('/auth')) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const quiet = (req.method === 'GET' || req.method === 'HEAD') && res.statusCode < 400;
      if (quiet && !logger.isLevelEnabled('debug')) return;
      logger[quiet ? 'debug' : 'info'](
        { requestId: req.id, method: req.method, path: req.path, status: res.statusCode, ms },
        'request',
      );
    });
    next();
  };
