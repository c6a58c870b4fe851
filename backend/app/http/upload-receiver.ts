import express, { Router, type Request } from 'express';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  ValidationError,
} from '../../core/errors.ts';
import {
  UPLOAD_ROUTE,
  type SignedUploadUrls,
} from '../../adapters/storage-local/signed-upload-urls.ts';
import type { ObjectStorage } from '../../ports/object-storage.ts';
import type { UploadPolicy } from '../../ports/upload-urls.ts';

class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super(415, message);
  }
}

/** The raw body, at most `limit` bytes; more is a 413 with the spec's generic message. */
const readBody = (req: Request, limit: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    express.raw({ type: () => true, limit })(req, req.res!, (error?: unknown) => {
      if (!error) return resolve(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
      const e = error as { type?: string };
      reject(
        e.type === 'entity.too.large'
          ? new PayloadTooLargeError(`File is larger than ${limit} bytes`)
          : error,
      );
    });
  });

/**
 * `PUT /api/uploads/<key>?expires&signature`: where the signed upload URLs of local storage lead.
 * The signature is the authorisation (no session needed, as with a presigned URL). One PUT per
 * key; size and kind (by the bytes, never the name or header) follow the key's policy; a refused
 * upload stores nothing. Mounted before the JSON body parser, so every body arrives raw.
 */
export const uploadReceiver = (deps: {
  urls: SignedUploadUrls;
  storage: ObjectStorage;
  policies: readonly UploadPolicy[];
}): Router => {
  const router = Router();
  router.put(`${UPLOAD_ROUTE}/*key`, async (req, res) => {
    const key = (req.params as { key: string[] }).key.join('/');
    const policy = deps.policies.find((p) => key.startsWith(p.prefix));
    if (!policy) throw new NotFoundError('Not found');
    const check = deps.urls.check(key, req.query.expires, req.query.signature);
    if (check === 'expired')
      throw new ForbiddenError('This upload link has expired. Please start the upload again.');
    if (check !== 'valid') throw new ForbiddenError('This upload link is not valid');
    if (await deps.storage.get(key))
      throw new ConflictError('This file was already uploaded; request a new upload link');

    const bytes = await readBody(req, policy.maxBytes);
    if (bytes.length === 0) throw new ValidationError('The file is empty');
    const contentType = policy.contentTypeOf(bytes);
    if (!contentType) throw new UnsupportedMediaTypeError(policy.wrongType);
    if (!(await deps.storage.putIfAbsent(key, bytes, contentType)))
      throw new ConflictError('This file was already uploaded; request a new upload link');
    res.json({ objectPath: key, size: bytes.length, contentType });
  });
  return router;
};
