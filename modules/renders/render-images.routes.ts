import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { NotFoundError } from '../../backend/core/errors.ts';
import { parseWith, type RouteDeps } from '../../backend/core/http.ts';
import {
  IMAGE_WIDTHS,
  type ImageVariants,
  type ImageWidth,
} from '../../backend/ports/image-variants.ts';
import type { ObjectStorage } from '../../backend/ports/object-storage.ts';
import { getPhoto } from '../photos/index.ts';
import { readableRender } from './render-access.ts';

export type RenderImagesDeps = Pick<RouteDeps, 'store'> & {
  storage: ObjectStorage;
  variants: ImageVariants;
};

const widthMessage = `w must be one of ${IMAGE_WIDTHS.join(', ')}`;
export const ImageQuery = z.object({
  w: z
    .enum(IMAGE_WIDTHS.map(String) as [string, ...string[]], { error: widthMessage })
    .transform((w) => Number(w) as ImageWidth)
    .optional(),
  share: z.string().max(200).optional(),
});

/**
 * Sends one stored image, or its resized copy for `?w=`: WebP to browsers that say they take it,
 * JPEG otherwise (link-preview crawlers). Images never change under a key, so a strong ETag
 * answers revalidations with 304. Share-link copies may sit in public caches for a few minutes,
 * so a deleted render's link goes dark quickly.
 */
const sendImage = async (
  deps: RenderImagesDeps,
  req: Request,
  res: Response,
  key: string,
  viaShareLink: boolean,
) => {
  const { w } = parseWith(ImageQuery, req.query);
  const webp = w !== undefined && (req.get('accept') ?? '').includes('image/webp');
  const format = webp ? 'webp' : 'jpeg';
  const tag = createHash('sha256')
    .update(`${key}|${w ?? 'full'}|${format}`)
    .digest('base64url')
    .slice(0, 27);
  res.setHeader('ETag', `"${tag}"`);
  res.setHeader('Cache-Control', viaShareLink ? 'public, max-age=300' : 'private, max-age=3600');
  if (w !== undefined) res.setHeader('Vary', 'Accept');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const image =
    w === undefined ? await deps.storage.get(key) : await deps.variants.get(key, w, format);
  if (!image) throw new NotFoundError('Image not found');
  res.type(image.contentType).send(image.data);
};

/** A render's after image and the photo it was made from, for its owner or its share link. */
export const renderImagesRoutes = (deps: RenderImagesDeps): Router => {
  const router = Router();

  router.get('/api/renders/:renderId/image', async (req, res) => {
    const render = await readableRender(deps.store, req);
    if (render.status !== 'completed') throw new NotFoundError('Render not found');
    await sendImage(deps, req, res, render.afterImageKey, render.viaShareLink);
  });

  router.get('/api/renders/:renderId/before', async (req, res) => {
    const render = await readableRender(deps.store, req);
    const photo = await getPhoto(deps.store, render.request.photoId);
    if (photo.status === 'none') throw new NotFoundError('Image not found');
    await sendImage(deps, req, res, photo.storageKey, render.viaShareLink);
  });

  return router;
};
