import { Router } from 'express';
import { UnauthorizedError } from '../../backend/core/errors.ts';
import { requireUser, type RouteDeps } from '../../backend/core/http.ts';
import type { CurrentUserDto } from './users.dto.ts';
import { getCurrentUser } from './users.queries.ts';

export const usersReadRoutes = (deps: Pick<RouteDeps, 'db'>): Router => {
  const router = Router();
  router.get('/api/auth/user', async (req, res) => {
    const session = requireUser(req);
    // The session check has just read this row; read it again only for a user set otherwise.
    const user =
      (session.current as CurrentUserDto | undefined) ??
      (await getCurrentUser(deps.db, session.id));
    if (!user) throw new UnauthorizedError();
    res.json(user);
  });
  return router;
};
