import { Router, type Request, type Response } from 'express';
import { NotFoundError } from '../../backend/core/errors.ts';
import { requireUser, type RouteDeps } from '../../backend/core/http.ts';
import { isUuid } from '../../backend/core/ids.ts';
import {
  findHoaDocument,
  listHoaDocumentColors,
  listHoaDocuments,
  type HoaDocumentDto,
} from './hoa-documents.queries.ts';

/** The caller's own document named by the route, or 404 (missing, malformed or someone else's). */
const ownDocument = async (
  deps: Pick<RouteDeps, 'db'>,
  req: Request,
  param: string,
): Promise<HoaDocumentDto> => {
  const user = requireUser(req);
  const id = String(req.params[param] ?? '');
  const document = isUuid(id)
    ? await findHoaDocument(deps.db, user.id, id.toLowerCase())
    : undefined;
  if (!document) throw new NotFoundError('HOA document not found');
  return document;
};

export const hoaDocumentsReadRoutes = (deps: Pick<RouteDeps, 'db'>): Router => {
  const router = Router();

  router.get('/api/hoa-documents', async (req, res) => {
    const user = requireUser(req);
    res.json(await listHoaDocuments(deps.db, user.id));
  });

  /** SPEC §7: status, fileName, hasColors (and why it failed, and any page caps hit). */
  router.get('/api/hoa-documents/:id/status', async (req, res) => {
    const d = await ownDocument(deps, req, 'id');
    res.json({
      id: d.id,
      status: d.status,
      fileName: d.fileName,
      hasColors: d.colorCount > 0,
      colorCount: d.colorCount,
      failureReason: d.failureReason,
      pageCount: d.pageCount,
      pagesRead: d.pagesRead,
      limits: d.limits,
    });
  });

  const colors = (param: string) => async (req: Request, res: Response) => {
    const d = await ownDocument(deps, req, param);
    res.json({
      documentId: d.id,
      colors: await listHoaDocumentColors(deps.db, requireUser(req).id, d.id),
    });
  };
  router.get('/api/hoa-documents/:id/colors', colors('id'));
  router.get('/api/hoa-documents/colors/:documentId', colors('documentId'));

  return router;
};
