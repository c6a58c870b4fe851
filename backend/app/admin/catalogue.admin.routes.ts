import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { RouteDeps } from '../../core/http.ts';
import type { PaintSchemeInput } from '../../engines/colour/index.ts';
import { CATALOGUE_ID, handleSchemeCatalogueCommand } from '../../../modules/catalogue/index.ts';
import type { SchemeCatalogueCommand } from '../../../modules/catalogue/index.ts';
import { adminPaintSchemesSource } from '../../../projections/paint-schemes/index.ts';
import { adminId, adminMetadata, readResource, recordOr404 } from './admin-access.ts';
import { paintColorsAdminRoutes } from './paint-colors.admin.routes.ts';

/** What an admin may send for a scheme: the §5 fields (ids and read-only fields are ignored). */
const schemeInput = (body: unknown): PaintSchemeInput => {
  const b = (body ?? {}) as Record<string, unknown>;
  const keep = [
    'name',
    'schemeCode',
    'category',
    'manufacturer',
    'isHoaApproved',
    'colorSelectionType',
    ...['body', 'trim', 'accent'].flatMap((s) => [`${s}Color`, `${s}ColorCode`, `${s}ColorName`]),
  ];
  const input = Object.fromEntries(
    keep.filter((k) => b[k] !== undefined && b[k] !== null).map((k) => [k, b[k]]),
  );
  // A text field left empty in a form is an absent optional name, not an empty one.
  for (const k of ['bodyColorName', 'trimColorName', 'accentColorName', 'colorSelectionType'])
    if (input[k] === '') delete input[k];
  return { name: '', schemeCode: '', category: '', manufacturer: '', ...input } as PaintSchemeInput;
};

/** Paint schemes (create, edit, delete as catalogue events with the admin's id) and colours. */
export const catalogueAdminRoutes = (deps: RouteDeps): Router => {
  const router = Router();
  router.use(readResource(deps.db, adminPaintSchemesSource));
  router.use(paintColorsAdminRoutes(deps));

  const run = async (command: SchemeCatalogueCommand) => {
    const result = await handleSchemeCatalogueCommand(deps.store, CATALOGUE_ID, command);
    await deps.waitForProjections(result.position);
  };
  const current = (id: string) =>
    recordOr404(deps.db, adminPaintSchemesSource, id, `Paint scheme ${id} not found`);
  const meta = (userId: string) => adminMetadata(deps.clock, userId);

  router.post('/paint-schemes', async (req, res) => {
    const admin = adminId(req);
    const id = `scheme-${randomUUID()}`;
    await run({
      type: 'AddPaintScheme',
      data: { id, scheme: schemeInput(req.body), adminId: admin },
      metadata: meta(admin),
    });
    res.status(201).json(await current(id));
  });
  router.put('/paint-schemes/:id', async (req, res) => {
    const admin = adminId(req);
    const { id } = req.params;
    await run({
      type: 'ChangePaintScheme',
      data: { id, scheme: schemeInput(req.body), adminId: admin },
      metadata: meta(admin),
    });
    res.json(await current(id));
  });
  router.delete('/paint-schemes/:id', async (req, res) => {
    const admin = adminId(req);
    const { id } = req.params;
    const before = await current(id);
    await run({ type: 'RemovePaintScheme', data: { id, adminId: admin }, metadata: meta(admin) });
    res.json(before);
  });
  return router;
};
