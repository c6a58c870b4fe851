import type { RequestHandler } from 'express';
import { ForbiddenError } from '../../core/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed';

/**
 * CSRF defence beyond SameSite: a write (any method but GET/HEAD/OPTIONS) is refused when the
 * browser says it comes from another site (`Sec-Fetch-Site: cross-site` or `same-site`) or its
 * `Origin` is not this server (the request's own host, or PUBLIC_BASE_URL's). Browsers send
 * one or both on every cross-origin write; clients that send neither (curl, servers) carry no
 * ambient cookie to abuse. `exempt` paths authenticate by their own signature (the Stripe
 * webhook, the signed upload PUT), not by the cookie.
 */
export const crossSiteGuard = (options: {
  publicBaseUrl?: string;
  exempt: readonly ((path: string) => boolean)[];
}): RequestHandler => {
  const publicHost = options.publicBaseUrl ? new URL(options.publicBaseUrl).host : undefined;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || options.exempt.some((isExempt) => isExempt(req.path)))
      return next();
    const site = req.get('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none')
      return next(new ForbiddenError(CROSS_SITE_MESSAGE));
    const origin = req.get('origin');
    if (origin !== undefined) {
      let host: string | undefined;
      try {
        host = origin === 'null' ? undefined : new URL(origin).host;
      } catch {
        host = undefined;
      }
      if (!host || (host !== req.get('host') && host !== publicHost))
        return next(new ForbiddenError(CROSS_SITE_MESSAGE));
    }
    next();
  };
};
