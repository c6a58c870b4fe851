import { Router } from 'express';
import { ForbiddenError } from '../../backend/core/errors.ts';
import { requireUser, type RouteDeps } from '../../backend/core/http.ts';
import { listCustomSchemesByUser } from './custom-schemes.queries.ts';

export const customSchemesReadRoutes = (deps: Pick<RouteDeps, 'db'>): Router => {
  const router = Router();
  router.get('/api/users/:userId/custom-schemes', async (req, res) => {
    const user = requireUser(req);
    if (req.params.userId !== user.id)
      throw new ForbiddenError('You can only see your own custom schemes');
    res.json(await listCustomSchemesByUser(deps.db, user.id));
  });
  return router;
};
