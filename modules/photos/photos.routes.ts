import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import {
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  ValidationError,
} from '../../backend/core/errors.ts';
import { requireUser, type RouteDeps } from '../../backend/core/http.ts';
import { isUuid, newId } from '../../backend/core/ids.ts';
import type { ImageIntake } from '../../backend/ports/image-intake.ts';
import type { ObjectStorage } from '../../backend/ports/object-storage.ts';
import {
  awaitPhotoAnalysis,
  getPhoto,
  handlePhotoCommand,
  photoImageUrl,
} from './photos.handler.ts';
import { analysisFailedError } from './photos.failures.ts';

/** SPEC §5/§9: one file, at most 10 MB. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const ANALYSIS_TIMEOUT_MS = 120_000;

export type PhotosDeps = RouteDeps & { storage: ObjectStorage; intake: ImageIntake };

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 10 },
});

/** One `image` file; multer's refusals become the spec's messages. */
const singleImage: RequestHandler = (req, res, next) => {
  upload.single('image')(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE')
        return next(new PayloadTooLargeError(`File is larger than ${MAX_PHOTO_BYTES} bytes`));
      if (error.code === 'LIMIT_FILE_COUNT') return next(new ValidationError('Too many files'));
      if (error.code === 'LIMIT_UNEXPECTED_FILE')
        return next(new ValidationError('Upload one photo in the form field "image"'));
      return next(new ValidationError(error.message));
    }
    next(error);
  });
};

export const photosRoutes = (deps: PhotosDeps): Router => {
  const router = Router();

  router.post(
    '/api/ai/analyze-image',
    (req, _res, next) => (requireUser(req), next()),
    singleImage,
    async (req, res) => {
      const user = requireUser(req);
      if (!req.file)
        throw new ValidationError('Please choose a photo to upload (form field "image")');
      const prepared = await deps.intake.prepare(req.file.buffer);
      const photoId = newId();
      const storageKey = `photos/${user.id}/${photoId}.jpg`;
      await deps.storage.put(storageKey, prepared.jpeg, 'image/jpeg');
      await handlePhotoCommand(
        deps.store,
        photoId,
        {
          type: 'UploadPhoto',
          data: {
            photoId,
            userId: user.id,
            storageKey,
            width: prepared.width,
            height: prepared.height,
            sourceType: prepared.sourceType,
          },
          metadata: { now: deps.clock().toISOString(), userId: user.id },
        },
        { expectedRevision: 'no_stream' },
      );
      const outcome = await awaitPhotoAnalysis(deps.store, photoId, ANALYSIS_TIMEOUT_MS);
      if (outcome.status === 'analysed') {
        res.json({ analysis: outcome.analysis, imageUrl: photoImageUrl(photoId) });
        return;
      }
      if (outcome.status === 'failed') throw await analysisFailedError(deps.store, photoId);
      throw new ServiceUnavailableError(
        'Analysis is taking longer than expected; please try again in a minute',
      );
    },
  );

  /** The photo itself: only its owner may see it. */
  router.get('/api/photos/:photoId/image', async (req, res) => {
    const user = requireUser(req);
    const photoId = String(req.params.photoId);
    if (!isUuid(photoId)) throw new NotFoundError('Photo not found');
    const photo = await getPhoto(deps.store, photoId.toLowerCase());
    if (photo.status === 'none' || photo.userId !== user.id)
      throw new NotFoundError('Photo not found');
    const object = await deps.storage.get(photo.storageKey);
    if (!object) throw new NotFoundError('Photo not found');
    res.setHeader('Cache-Control', 'private, max-age=3600');
    res.type(object.contentType).send(object.data);
  });

  return router;
};
