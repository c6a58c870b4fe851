import { Router } from 'express';
import { ForbiddenError } from '../../backend/core/errors.ts';
import { requireUser, type RouteDeps } from '../../backend/core/http.ts';
import { PAINT_SCHEMES } from '../../backend/engines/colour/index.ts';
import { CATALOGUE_ID, handleSchemeCatalogueCommand } from './catalogue.handler.ts';

/** Puts the 48 predefined schemes in the store (admins only); calling again changes nothing. */
export const initializeSchemeCatalogue = async (
  deps: Pick<RouteDeps, 'store' | 'clock'>,
  userId?: string,
) =>
  handleSchemeCatalogueCommand(deps.store, CATALOGUE_ID, {
    type: 'InitializeSchemeCatalogue',
    data: { schemes: [...PAINT_SCHEMES] },
    metadata: { now: deps.clock().toISOString(), ...(userId ? { userId } : {}) },
  });

export const catalogueRoutes = (deps: RouteDeps): Router => {
  const router = Router();
  router.post('/api/init-paint-schemes', async (req, res) => {
    const user = requireUser(req);
    if (!user.isAdmin) throw new ForbiddenError('Admin access required');
    const result = await initializeSchemeCatalogue(deps, user.id);
    await deps.waitForProjections(result.position);
    res.json({ count: PAINT_SCHEMES.length });
  });
  return router;
};
