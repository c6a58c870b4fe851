import { Router } from 'express';
import { UnauthorizedError } from '../../backend/core/errors.ts';
import { requireUser, type RouteDeps } from '../../backend/core/http.ts';
import { getCurrentUser } from './users.queries.ts';

export const usersReadRoutes = (deps: Pick<RouteDeps, 'db'>): Router => {
  const router = Router();
  router.get('/api/auth/user', async (req, res) => {
    const session = requireUser(req);
    const user = await getCurrentUser(deps.db, session.id);
    if (!user) throw new UnauthorizedError();
    res.json(user);
  });
  return router;
};
