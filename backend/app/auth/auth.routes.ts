import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AuthUser } from '../../core/http.ts';
import type { createPassport } from './passport.ts';
import { signOutUser, type SignInDeps } from './sign-in.ts';

const LoginHint = z.email().max(320).optional().catch(undefined);

/** /auth/google, its callback, and the spec's /api/login and /api/logout navigations. */
export const authRoutes = (
  passport: ReturnType<typeof createPassport>,
  deps: SignInDeps,
): Router => {
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
  // Signing out ends the account's sessions (a copied cookie too), then clears this one.
  router.get('/api/logout', async (req, res, next) => {
    const user = req.user as AuthUser | undefined;
    if (user) await signOutUser(deps, user.id);
    req.logout((error) => {
      if (error) return next(error);
      req.session = null;
      res.redirect('/');
    });
  });
  return router;
};
