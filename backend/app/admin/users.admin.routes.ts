import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { NotFoundError } from '../../core/errors.ts';
import { parseWith, type RouteDeps } from '../../core/http.ts';
import { handleAllowanceCommand, MAX_ADMIN_GRANT } from '../../../modules/billing/index.ts';
import { handleUserCommand } from '../../../modules/users/index.ts';
import { adminUsersSource } from '../../../projections/users/index.ts';
import { adminId, adminMetadata, readResource, recordOr404 } from './admin-access.ts';
import { buildStatement } from './statement.ts';

const reason = z
  .string({ error: 'A reason is required' })
  .trim()
  .min(1, 'A reason is required')
  .max(500, 'The reason must be at most 500 characters');

const GrantBody = z.object({
  count: z
    .number({ error: `Count must be a whole number from 1 to ${MAX_ADMIN_GRANT}` })
    .int(`Count must be a whole number from 1 to ${MAX_ADMIN_GRANT}`)
    .min(1, `Count must be a whole number from 1 to ${MAX_ADMIN_GRANT}`)
    .max(MAX_ADMIN_GRANT, `Count must be a whole number from 1 to ${MAX_ADMIN_GRANT}`),
  reason,
});
const BetaBody = z.object({
  betaTester: z.boolean({ error: 'betaTester must be true or false' }),
  reason,
});

/** Users: search, grant renders, set or clear beta tester, and the render statement. */
export const usersAdminRoutes = (deps: RouteDeps): Router => {
  const router = Router();
  router.use(readResource(deps.db, adminUsersSource));

  const existing = (id: string) =>
    recordOr404(deps.db, adminUsersSource, id, `User ${id} not found`);

  /** An admin's change to a user: the body checked, one command with the admin's id, the user after. */
  const userChange =
    <S extends z.ZodType>(
      schema: S,
      send: (userId: string, body: z.output<S>, admin: string) => Promise<{ position: number }>,
    ): RequestHandler =>
    async (req, res) => {
      const admin = adminId(req);
      const body = parseWith(schema, req.body);
      const user = await existing(String(req.params.id));
      const result = await send(user.id, body, admin);
      await deps.waitForProjections(result.position);
      res.json(await existing(user.id));
    };

  router.post(
    '/users/:id/grant-renders',
    userChange(GrantBody, (userId, { count, reason }, admin) =>
      handleAllowanceCommand(deps.store, userId, {
        type: 'GrantRendersByAdmin',
        data: { userId, count, adminId: admin, reason },
        metadata: adminMetadata(deps.clock, admin),
      }),
    ),
  );

  router.put(
    '/users/:id/beta-tester',
    userChange(BetaBody, (userId, { betaTester, reason }, admin) =>
      handleUserCommand(deps.store, userId, {
        type: 'SetBetaTester',
        data: { userId, betaTester, adminId: admin, reason },
        metadata: adminMetadata(deps.clock, admin),
      }),
    ),
  );

  router.get('/users/:id/statement', async (req, res) => {
    const statement = await buildStatement(deps, req.params.id);
    if (!statement) throw new NotFoundError(`User ${req.params.id} not found`);
    res.json(statement);
  });
  return router;
};
