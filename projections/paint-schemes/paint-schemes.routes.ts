import { Router } from 'express';
import { z } from 'zod';
import { parseWith, type RouteDeps } from '../../backend/core/http.ts';
import { listPaintSchemes } from './paint-schemes.queries.ts';

const Query = z.object({
  hoaOnly: z.enum(['true', 'false'], { error: 'hoaOnly must be true or false' }).optional(),
});

/** The catalogue is public reference data: no sign-in needed to read it. */
export const paintSchemesReadRoutes = (deps: Pick<RouteDeps, 'db'>): Router => {
  const router = Router();
  router.get('/api/paint-schemes', async (req, res) => {
    const { hoaOnly } = parseWith(Query, req.query);
    res.json(await listPaintSchemes(deps.db, { hoaOnly: hoaOnly === 'true' }));
  });
  return router;
};
