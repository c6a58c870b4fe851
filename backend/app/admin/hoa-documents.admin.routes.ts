import { Router } from 'express';
import { z } from 'zod';
import { NotFoundError } from '../../core/errors.ts';
import { parseWith, type RouteDeps } from '../../core/http.ts';
import type { ImageVariants } from '../../ports/image-variants.ts';
import type { ObjectStorage } from '../../ports/object-storage.ts';
import { CONTENT_TYPES } from '../../../modules/hoa-documents/index.ts';
import { ImageQuery } from '../../../modules/renders/index.ts';
import {
  adminHoaDocumentsSource,
  findAdminHoaDocumentFile,
  IMAGE_KINDS,
  listHoaDocumentColors,
} from '../../../projections/hoa-documents/index.ts';
import { readResource, recordOr404 } from './admin-access.ts';

export type HoaDocumentsAdminDeps = Pick<RouteDeps, 'db'> & {
  storage: ObjectStorage;
  variants: ImageVariants;
};

const DocumentId = z.object({ id: z.uuid('The document id must be a uuid') });

/**
 * HOA documents, read only: the list and each record, the file as uploaded (an image also as a
 * 480-px thumbnail) and the colours processing found in it.
 */
export const hoaDocumentsAdminRoutes = (deps: HoaDocumentsAdminDeps): Router => {
  const router = Router();
  router.use('/hoa-documents/:id', (req, _res, next) => {
    parseWith(DocumentId, req.params);
    next();
  });
  router.use(readResource(deps.db, adminHoaDocumentsSource));

  router.get('/hoa-documents/:id/file', async (req, res) => {
    const file = await findAdminHoaDocumentFile(deps.db, req.params.id);
    if (!file) throw new NotFoundError(`No hoa-documents record ${req.params.id}`);
    const { w } = parseWith(ImageQuery, req.query);
    const image = IMAGE_KINDS.includes(file.kind);
    const stored =
      w !== undefined && image
        ? await deps.variants.get(file.objectPath, w, 'jpeg')
        : await deps.storage.get(file.objectPath);
    if (!stored) throw new NotFoundError('The stored file is missing');
    const type = CONTENT_TYPES[file.kind as keyof typeof CONTENT_TYPES] ?? stored.contentType;
    // Images, PDFs and text open in the browser; Word files download.
    const inline = image || file.kind === 'pdf' || file.kind === 'txt';
    res.setHeader(
      'Content-Disposition',
      `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    );
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.type(w !== undefined && image ? stored.contentType : type).send(stored.data);
  });

  router.get('/hoa-documents/:id/colors', async (req, res) => {
    const { id } = req.params;
    const document = await recordOr404(
      deps.db,
      adminHoaDocumentsSource,
      id,
      `No hoa-documents record ${id}`,
    );
    res.json(await listHoaDocumentColors(deps.db, document.userId, id));
  });
  return router;
};
