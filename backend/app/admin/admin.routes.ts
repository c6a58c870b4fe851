import { Router } from 'express';
import type { RouteDeps } from '../../core/http.ts';
import { adminRendersSource } from '../../../projections/renders/index.ts';
import { auditEventsSource } from '../../../projections/audit-log/index.ts';
import { lastRebuildReport } from '../rebuild-projections.ts';
import { readResource, requireAdmin } from './admin-access.ts';
import { catalogueAdminRoutes } from './catalogue.admin.routes.ts';
import {
  hoaDocumentsAdminRoutes,
  type HoaDocumentsAdminDeps,
} from './hoa-documents.admin.routes.ts';
import { promptsAdminRoutes } from './prompts.admin.routes.ts';
import type { PromptTester } from './prompt-tester.ts';
import { usersAdminRoutes } from './users.admin.routes.ts';

/**
 * The admin console's API under /api/admin: resources in ra-data-simple-rest's conventions,
 * the prompt calls of SPEC §7 and the last projections:rebuild result. Every call needs an
 * admin (401 signed out, 403 otherwise), unknown paths included.
 */
export const adminRoutes = (
  deps: RouteDeps & HoaDocumentsAdminDeps & { testPrompt: PromptTester },
): Router => {
  const admin = Router();
  admin.use(requireAdmin);
  admin.use(catalogueAdminRoutes(deps));
  admin.use(usersAdminRoutes(deps));
  admin.use(readResource(deps.db, adminRendersSource));
  admin.use(hoaDocumentsAdminRoutes(deps));
  admin.use(readResource(deps.db, auditEventsSource));
  admin.use(promptsAdminRoutes(deps));
  admin.get('/rebuild-report', async (_req, res) => {
    res.json({ report: await lastRebuildReport(deps.db) });
  });
  admin.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  const router = Router();
  router.use('/api/admin', admin);
  return router;
};
