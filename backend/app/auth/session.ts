import { createHmac, timingSafeEqual } from 'node:crypto';
import cookieSession from 'cookie-session';
import type { RequestHandler } from 'express';

/** Signed session cookies whose signature each process remembers having checked. */
const REMEMBERED_SIGNATURES = 10_000;

/**
 * keygrip's signing (HMAC-SHA1, base64url: the cookies' `.sig`), with one key, remembering the
 * signatures it has checked: every signed-in request would otherwise compute three HMACs (one
 * to sign, two in the constant-time compare) for the same cookie. A remembered signature is
 * still compared in constant time; the memory holds only signatures the key made.
 */
export const rememberingSigner = (secret: string) => {
  const sign = (data: string) => createHmac('sha1', secret).update(data).digest('base64url');
  const verified = new Map<string, string>();
  const same = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  const index = (data: string, digest: string): number => {
    const known = verified.get(data);
    if (known !== undefined) return same(known, digest) ? 0 : -1;
    const expected = sign(data);
    if (!same(expected, digest)) return -1;
    verified.set(data, expected);
    if (verified.size > REMEMBERED_SIGNATURES) verified.delete(verified.keys().next().value!);
    return 0;
  };
  return { sign, index, verify: (data: string, digest: string) => index(data, digest) === 0 };
};

/** Signed cookie session: httpOnly, sameSite=lax, secure in production. */
export const sessionMiddleware = (options: {
  secret: string;
  secure: boolean;
}): RequestHandler[] => [
  cookieSession({
    name: 'curbhue.session',
    keys: rememberingSigner(options.secret) as unknown as NonNullable<
      Parameters<typeof cookieSession>[0]
    >['keys'],
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
