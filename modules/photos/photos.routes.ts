import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import multer from 'multer';
import {
  ConflictError,
  IllegalStateError,
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  ValidationError,
} from '../../backend/core/errors.ts';
import { parseWith, requireUser, type RouteDeps } from '../../backend/core/http.ts';
import { isUuid, newId } from '../../backend/core/ids.ts';
import type { ImageIntake } from '../../backend/ports/image-intake.ts';
import type { ObjectStorage } from '../../backend/ports/object-storage.ts';
import { FIX_SURFACES, type SurfaceEditor } from '../../backend/ports/surface-editor.ts';
import type { PhotoCommand } from './photos.commands.ts';
import type { PhotoState } from './photos.decider.ts';
import { surfacesView } from './photos.surfaces.ts';
import {
  awaitPhotoAnalysis,
  getPhoto,
  getPhotoAt,
  handlePhotoCommand,
  photoImageUrl,
} from './photos.handler.ts';
import { analysisFailedError } from './photos.failures.ts';

/** SPEC §5/§9: one file, at most 10 MB. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const ANALYSIS_TIMEOUT_MS = 120_000;

export type PhotosDeps = RouteDeps & {
  storage: ObjectStorage;
  intake: ImageIntake;
  surfaces: SurfaceEditor;
};

/** The most points one stroke may have. */
export const MAX_STROKE_POINTS = 200;
const FIXES_CHANGED =
  'The surfaces were changed meanwhile (in another window?); reload them and try again';

const coordinate = z
  .number({ error: "A point needs numeric x and y in the photo's pixels" })
  .finite()
  .min(0, 'The point is outside the photo');
const PhotoPointSchema = z.object({ x: coordinate, y: coordinate });
const expectedRevision = z
  .number({ error: 'expectedRevision must be a whole number' })
  .int('expectedRevision must be a whole number')
  .min(0, 'expectedRevision must be a whole number')
  .optional();
const RevisionBody = z.object({ expectedRevision });
const CorrectionBody = z
  .object({
    surface: z.enum(FIX_SURFACES, {
      error: `Unknown surface: choose one of ${FIX_SURFACES.join(', ')}`,
    }),
    point: PhotoPointSchema.optional(),
    stroke: z
      .array(PhotoPointSchema)
      .min(1, 'A stroke needs at least one point')
      .max(MAX_STROKE_POINTS, `A stroke has at most ${MAX_STROKE_POINTS} points`)
      .optional(),
    expectedRevision,
  })
  .refine((b) => (b.point === undefined) !== (b.stroke === undefined), {
    message: 'Give either a point (a tap) or a stroke (a drag), not both',
  });

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

  const owned = async (req: Request) => {
    const user = requireUser(req);
    const photoId = String(req.params.photoId);
    if (!isUuid(photoId)) throw new NotFoundError('Photo not found');
    const { state, revision } = await getPhotoAt(deps.store, photoId);
    if (state.status === 'none' || state.userId !== user.id)
      throw new NotFoundError('Photo not found');
    return { user, photoId, state, revision };
  };
  const analysedOnly = (state: PhotoState) => {
    if (state.status !== 'analysed')
      throw new IllegalStateError('The surfaces of this photo are not found yet');
    return state;
  };
  /** Runs a fix command with the client's expected revision and answers the new overlay. */
  const fixAndAnswer = async (
    res: Response,
    photoId: string,
    command: PhotoCommand,
    expectedRevision: number | undefined,
  ) => {
    await handlePhotoCommand(
      deps.store,
      photoId,
      command,
      expectedRevision === undefined ? {} : { expectedRevision, retries: 0 },
    ).catch((error: unknown) => {
      if (error instanceof ConflictError) throw new ConflictError(FIXES_CHANGED);
      throw error;
    });
    const { state, revision } = await getPhotoAt(deps.store, photoId);
    res.json(await surfacesView(deps, analysedOnly(state), revision));
  };

  /** The surfaces as they stand (automatic masks with the fixes replayed), as an overlay. */
  router.get('/api/photos/:photoId/surfaces', async (req, res) => {
    const { state, revision } = await owned(req);
    res.json(await surfacesView(deps, analysedOnly(state), revision));
  });

  router.post('/api/photos/:photoId/corrections', async (req, res) => {
    const { user, photoId, state } = await owned(req);
    const body = parseWith(CorrectionBody, req.body);
    const { width, height } = state;
    const points = body.point ? [body.point] : (body.stroke ?? []);
    if (points.some((p) => p.x >= width || p.y >= height))
      throw new ValidationError(`The point is outside the photo (${width}×${height} pixels)`);
    await fixAndAnswer(
      res,
      photoId,
      {
        type: 'CorrectSurface',
        data: {
          photoId,
          userId: user.id,
          surface: body.surface,
          ...(body.point ? { point: body.point } : { stroke: body.stroke ?? [] }),
        },
        metadata: { now: deps.clock().toISOString(), userId: user.id },
      },
      body.expectedRevision,
    );
  });

  for (const [path, type] of [
    ['undo', 'UndoSurfaceCorrection'],
    ['reset', 'ResetSurfaceCorrections'],
  ] as const)
    router.post(`/api/photos/:photoId/corrections/${path}`, async (req, res) => {
      const { user, photoId } = await owned(req);
      const body = parseWith(RevisionBody, req.body ?? {});
      await fixAndAnswer(
        res,
        photoId,
        {
          type,
          data: { photoId, userId: user.id },
          metadata: { now: deps.clock().toISOString(), userId: user.id },
        },
        body.expectedRevision,
      );
    });

  return router;
};
