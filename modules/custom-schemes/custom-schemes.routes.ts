import { Router } from 'express';
import { z } from 'zod';
import { NotFoundError } from '../../backend/core/errors.ts';
import { parseWith, requireUser, type RouteDeps } from '../../backend/core/http.ts';
import { isUuid, newId } from '../../backend/core/ids.ts';
import { schemeFromDocument } from './create-from-document.ts';
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

  /** SPEC §7: a custom scheme from the colours of one of the caller's processed HOA documents. */
  router.post('/api/hoa-documents/:documentId/custom-schemes', async (req, res) => {
    const user = requireUser(req);
    const documentId = String(req.params.documentId ?? '').toLowerCase();
    if (!isUuid(documentId)) throw new NotFoundError('HOA document not found');
    const scheme = await schemeFromDocument(deps.store, user.id, documentId, req.body);
    const schemeId = newId();
    const result = await handleCustomSchemeCommand(
      deps.store,
      schemeId,
      {
        type: 'CreateCustomScheme',
        data: { schemeId, userId: user.id, documentId, ...scheme },
        metadata: { now: deps.clock().toISOString(), userId: user.id },
      },
      { expectedRevision: 'no_stream' },
    );
    await deps.waitForProjections(result.position);
    res.status(201).json({ id: schemeId, documentId, ...scheme });
  });
  return router;
};
