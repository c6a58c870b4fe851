import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { ForbiddenError, NotFoundError } from '../../core/errors.ts';
import { requireUser } from '../../core/http.ts';
import {
  getRecord,
  listRecords,
  parseListParams,
  sendList,
  type ListSource,
} from '../../core/simple-rest.ts';

/** The message every admin call gives a signed-in user who is not an admin. */
export const ADMIN_ONLY =
  'Admin access required: this account is not an admin (ADMIN_EMAILS lists the admins)';

/** Signed out: 401; signed in without the admin role: 403. Nothing runs or is written. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  const user = requireUser(req);
  if (!user.isAdmin) throw new ForbiddenError(ADMIN_ONLY);
  next();
};

/** The admin's id, once requireAdmin let the request through. */
export const adminId = (req: Parameters<RequestHandler>[0]): string => requireUser(req).id;

/** One record of a read model, or a 404 with `message`. */
export const recordOr404 = async <Row, Dto>(
  db: Knex,
  source: ListSource<Row, Dto>,
  id: string,
  message: string,
): Promise<Dto> => {
  const record = await getRecord(db, source, id);
  if (!record) throw new NotFoundError(message);
  return record;
};

/** A command's metadata for an admin's change: now, and the admin as the user behind it. */
export const adminMetadata = (clock: () => Date, admin: string) => ({
  now: clock().toISOString(),
  userId: admin,
});

/** getList / getMany / getManyReference and getOne of a read model, as ra-data-simple-rest asks. */
export const readResource = <Row, Dto>(db: Knex, source: ListSource<Row, Dto>): Router => {
  const router = Router();
  router.get(`/${source.resource}`, async (req, res) => {
    sendList(res, source.resource, await listRecords(db, source, parseListParams(req.query)));
  });
  router.get(`/${source.resource}/:id`, async (req, res) => {
    const { id } = req.params;
    res.json(await recordOr404(db, source, id, `No ${source.resource} record ${id}`));
  });
  return router;
};
