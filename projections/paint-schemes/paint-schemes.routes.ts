import { Router } from 'express';
import { z } from 'zod';
import { parseWith, type RouteDeps } from '../../backend/core/http.ts';
import { jsonAnswer, sendJsonAnswer, type JsonAnswer } from '../../backend/core/read-cache.ts';
import { listPaintSchemes } from './paint-schemes.queries.ts';

const Query = z.object({
  hoaOnly: z.enum(['true', 'false'], { error: 'hoaOnly must be true or false' }).optional(),
});

/** The catalogue is public reference data: no sign-in needed to read it. */
export const paintSchemesReadRoutes = (deps: Pick<RouteDeps, 'db' | 'readCache'>): Router => {
  const router = Router();
  const answers = deps.readCache.reads<JsonAnswer>(2);
  router.get('/api/paint-schemes', async (req, res) => {
    const { hoaOnly } = parseWith(Query, req.query);
    const all = hoaOnly !== 'true';
    const answer = await answers(req, all ? 'all' : 'hoaOnly', async () =>
      jsonAnswer(await listPaintSchemes(deps.db, { hoaOnly: !all })),
    );
    sendJsonAnswer(res, answer);
  });
  return router;
};
