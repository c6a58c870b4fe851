import { Router } from 'express';
import { z } from 'zod';
import { AppError, NotFoundError, ValidationError } from '../../backend/core/errors.ts';
import { parseWith, requireUser, type RouteDeps } from '../../backend/core/http.ts';
import { deterministicId, isUuid, newId } from '../../backend/core/ids.ts';
import type { DocumentTextReader } from '../../backend/ports/document-text.ts';
import type { ObjectStorage } from '../../backend/ports/object-storage.ts';
import type { UploadUrls } from '../../backend/ports/upload-urls.ts';
import { getHoaDocument, handleHoaDocumentCommand, hoaTextKey } from './hoa-documents.handler.ts';
import {
  HOA_MAX_BYTES,
  HOA_UPLOAD_URL_SECONDS,
  hoaUploadKey,
  isOwnUploadKey,
  wrongTypeMessage,
} from './hoa-uploads.ts';

export type HoaDocumentsDeps = RouteDeps & {
  storage: ObjectStorage;
  uploadUrls: UploadUrls;
  documentReader: Pick<DocumentTextReader, 'detect'>;
};

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} is too long`);

export const RegisterBody = z.object({
  // Only the name itself: no folders, no control characters.
  fileName: text('fileName', 255).transform((s) =>
    // eslint-disable-next-line no-control-regex
    (s.split(/[\\/]/).pop() ?? s).replace(/[\u0000-\u001f\u007f]/g, ''),
  ),
  fileUrl: text('fileUrl', 2048),
  objectPath: text('objectPath', 300),
});

/** The route's document id, or 404 for anything that is not one. */
const documentIdOf = (raw: string | undefined): string => {
  if (!raw || !isUuid(raw)) throw new NotFoundError('HOA document not found');
  return raw.toLowerCase();
};

export const hoaDocumentsRoutes = (deps: HoaDocumentsDeps): Router => {
  const router = Router();
  const metadata = (userId: string) => ({ now: deps.clock().toISOString(), userId });

  /** SPEC §7: a short-lived URL that takes one PUT of the raw file. */
  router.post('/api/hoa-documents/upload-url', async (req, res) => {
    const user = requireUser(req);
    const objectPath = hoaUploadKey(user.id, newId());
    const { uploadURL, expiresAt } = await deps.uploadUrls.create(objectPath, {
      expiresInSeconds: HOA_UPLOAD_URL_SECONDS,
    });
    res.json({
      uploadURL,
      objectPath,
      expiresAt: expiresAt.toISOString(),
      maxBytes: HOA_MAX_BYTES,
    });
  });

  /** Registers an uploaded file as a pending document: only the caller's own stored upload. */
  router.post('/api/hoa-documents', async (req, res) => {
    const user = requireUser(req);
    const body = parseWith(RegisterBody, req.body);
    const object = isOwnUploadKey(body.objectPath, user.id)
      ? await deps.storage.get(body.objectPath)
      : undefined;
    if (!object) throw new NotFoundError('Uploaded file not found. Please upload it again.');
    if (body.fileUrl.split('?')[0]!.endsWith(`/${body.objectPath}`) === false)
      throw new ValidationError('fileUrl must be the upload URL of objectPath');
    // Storage that takes uploads directly (a presigned URL) cannot refuse them: check here too.
    const kind = deps.documentReader.detect(object.data);
    if (object.data.length > HOA_MAX_BYTES || !kind) {
      await deps.storage.delete(body.objectPath);
      if (!kind) throw new AppError(415, wrongTypeMessage);
      throw new AppError(413, `File is larger than ${HOA_MAX_BYTES} bytes`);
    }
    const documentId = deterministicId('hoa-document', body.objectPath);
    const result = await handleHoaDocumentCommand(deps.store, documentId, {
      type: 'RegisterHoaDocument',
      data: {
        documentId,
        userId: user.id,
        fileName: body.fileName,
        fileUrl: body.fileUrl.split('?')[0]!,
        objectPath: body.objectPath,
        kind,
        sizeBytes: object.data.length,
      },
      metadata: metadata(user.id),
    });
    await deps.waitForProjections(result.position);
    res.status(201).json({ id: documentId, fileName: body.fileName, status: 'pending' });
  });

  /** 'Start Processing' (again after a failure): the parse-hoa-document job takes it from here. */
  router.post('/api/hoa-documents/:id/parse', async (req, res) => {
    const user = requireUser(req);
    const documentId = documentIdOf(req.params.id);
    const result = await handleHoaDocumentCommand(deps.store, documentId, {
      type: 'StartHoaParsing',
      data: { documentId, userId: user.id },
      metadata: metadata(user.id),
    });
    await deps.waitForProjections(result.position);
    res.status(202).json({ id: documentId, status: 'processing' });
  });

  router.delete('/api/hoa-documents/:id', async (req, res) => {
    const user = requireUser(req);
    const documentId = documentIdOf(req.params.id);
    const before = await getHoaDocument(deps.store, documentId);
    const result = await handleHoaDocumentCommand(deps.store, documentId, {
      type: 'DeleteHoaDocument',
      data: { documentId, userId: user.id },
      metadata: metadata(user.id),
    });
    if (before.status !== 'none') {
      const keys = [before.objectPath];
      for (let attempt = 1; attempt <= before.attempt; attempt++)
        keys.push(hoaTextKey(user.id, documentId, attempt));
      await Promise.all(keys.map((key) => deps.storage.delete(key)));
    }
    await deps.waitForProjections(result.position);
    res.json({ id: documentId, deleted: true });
  });

  return router;
};
