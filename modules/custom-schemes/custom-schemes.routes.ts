import { Router } from 'express';
import { z } from 'zod';
import { NotFoundError } from '../../backend/core/errors.ts';
import { parseWith, requireUser, type RouteDeps } from '../../backend/core/http.ts';
import { isUuid } from '../../backend/core/ids.ts';
import { handleCustomSchemeCommand } from './custom-schemes.handler.ts';

const index = (label: string) =>
  z
    .number({ error: `${label} color selection must be an option index` })
    .int(`${label} color selection must be an option index`)
    .min(0, `${label} color selection must be an option index`)
    .optional();

export const SelectColorsBody = z.object({
  selectedColors: z.object(
    { body: index('Body'), trim: index('Trim'), accent: index('Accent') },
    { error: 'selectedColors is required' },
  ),
});

/** Custom scheme ids may arrive with the UI's 'custom-' prefix (SPEC §3). */
const schemeIdOf = (raw: string) => {
  const id = raw.replace(/^custom-/, '');
  if (!isUuid(id)) throw new NotFoundError('Custom scheme not found');
  return id;
};

export const customSchemesRoutes = (deps: RouteDeps): Router => {
  const router = Router();
  router.put('/api/custom-schemes/:id', async (req, res) => {
    const user = requireUser(req);
    const schemeId = schemeIdOf(req.params.id ?? '');
    const { selectedColors } = parseWith(SelectColorsBody, req.body);
    const result = await handleCustomSchemeCommand(deps.store, schemeId, {
      type: 'SelectCustomSchemeColors',
      data: { schemeId, userId: user.id, selectedColors },
      metadata: { now: deps.clock().toISOString(), userId: user.id },
    });
    await deps.waitForProjections(result.position);
    res.json({ id: schemeId, selectedColors });
  });
  return router;
};
