import cookieSession from 'cookie-session';
import type { RequestHandler } from 'express';

/** Signed cookie session: httpOnly, sameSite=lax, secure in production. */
export const sessionMiddleware = (options: {
  secret: string;
  secure: boolean;
}): RequestHandler[] => [
  cookieSession({
    name: 'curbhue.session',
    keys: [options.secret],
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    maxAge: 30 * 24 * 60 * 60 * 1000,
  }),
  // passport 0.7 renews the session at sign-in with regenerate/save, which cookie-session
  // lacks: renewing here means starting from an empty session (a fresh signed cookie).
  (req, _res, next) => {
    const session = req.session as (Record<string, unknown> & object) | null | undefined;
    if (session && !('regenerate' in session)) {
      Object.defineProperty(session, 'regenerate', {
        enumerable: false,
        value: (cb: (err?: unknown) => void) => {
          for (const key of Object.keys(session)) delete session[key];
          cb();
        },
      });
      Object.defineProperty(session, 'save', {
        enumerable: false,
        value: (cb: (err?: unknown) => void) => cb(),
      });
    }
    next();
  },
];
