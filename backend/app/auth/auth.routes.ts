import { Router, type NextFunction, type Request, type Response } from 'express';
import type { createPassport } from './passport.ts';
import { z } from 'zod';

const LoginHint = z.email().max(320).optional().catch(undefined);

/** /auth/google, its callback, and the spec's /api/login and /api/logout navigations. */
export const authRoutes = (passport: ReturnType<typeof createPassport>): Router => {
  const router = Router();
  router.get('/auth/google', (req: Request, res: Response, next: NextFunction) => {
    const loginHint = LoginHint.parse(req.query.login_hint);
    const options = { scope: ['openid', 'profile', 'email'], ...(loginHint ? { loginHint } : {}) };
    passport.authenticate('google', options)(req, res, next);
  });
  router.get(
    '/auth/google/callback',
    passport.authenticate('google', { failureRedirect: '/?signin=failed' }),
    (req: Request, res: Response) => {
      const user = req.user as { onboardingCompleted?: boolean } | undefined;
      res.redirect(user?.onboardingCompleted ? '/' : '/onboarding');
    },
  );
  router.get('/api/login', (_req, res) => res.redirect('/auth/google'));
  router.get('/api/logout', (req, res, next) => {
    req.logout((error) => {
      if (error) return next(error);
      req.session = null;
      res.redirect('/');
    });
  });
  return router;
};
