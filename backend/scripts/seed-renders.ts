import type { EventStore } from '../core/event-store.ts';
import { newId } from '../core/ids.ts';
import type { ObjectStorage } from '../ports/object-storage.ts';
import { handlePhotoCommand, photoImageUrl } from '../../modules/photos/index.ts';
import { handleRenderCommand, renderImageUrl } from '../../modules/renders/index.ts';

export type SeedOptions = {
  userId: string;
  count: number;
  /** Stored once and shared by every seeded render. */
  beforeJpeg: Buffer;
  afterJpeg: Buffer;
  /** The first render's time; each next one is a second later. */
  start?: Date;
};

const SCHEME = {
  schemeId: 'classic-repose-gray',
  schemeName: 'Repose Gray Classic',
  manufacturer: 'Sherwin-Williams',
  colors: { mainBody: '#CCC9C0', trim: '#F1F0EC', accents: '#434547' },
  colorLabels: {
    mainBody: 'SW 7015 Repose Gray',
    trim: 'SW 7005 Pure White',
    accents: 'SW 7674 Peppercorn',
  },
  isHoaApproved: false,
};

/** A render of the seeded scheme on a seeded (analysed) photo, as the render route asks for it. */
export const requestSeededRender = (
  store: EventStore,
  r: { renderId: string; userId: string; photoId: string; now: string },
) =>
  handleRenderCommand(
    store,
    r.renderId,
    {
      type: 'RequestRender',
      data: {
        renderId: r.renderId,
        userId: r.userId,
        photoId: r.photoId,
        beforeImageUrl: photoImageUrl(r.photoId),
        ...SCHEME,
        colorSelections: {},
        creditSpent: false,
      },
      metadata: { now: r.now, userId: r.userId },
    },
    { expectedRevision: 'no_stream' },
  );

/**
 * Many completed renders for one user, written through the photos and renders command handlers
 * (the events a real upload and render write), without running the render engine: for paging
 * tests and the HTTP benchmark. Run with job workers off, or the render job would fail them.
 */
export const seedCompletedRenders = async (
  deps: { store: EventStore; storage: ObjectStorage },
  options: SeedOptions,
): Promise<string[]> => {
  const { store, storage } = deps;
  const { userId } = options;
  const start = (options.start ?? new Date('2026-01-01T00:00:00Z')).getTime();
  const at = (i: number) => new Date(start + i * 1000).toISOString();
  const photoId = newId();
  const storageKey = `photos/${userId}/${photoId}.jpg`;
  const afterImageKey = `renders/${userId}/seeded-${photoId}.jpg`;
  await storage.put(storageKey, options.beforeJpeg, 'image/jpeg');
  await storage.put(afterImageKey, options.afterJpeg, 'image/jpeg');
  const photoMeta = { now: at(0), userId };
  await handlePhotoCommand(store, photoId, {
    type: 'UploadPhoto',
    data: { photoId, userId, storageKey, width: 960, height: 640, sourceType: 'image/jpeg' },
    metadata: photoMeta,
  });
  await handlePhotoCommand(store, photoId, {
    type: 'CompletePhotoAnalysis',
    data: {
      photoId,
      userId,
      analysis: { surfaces: {}, architecture: {} },
      masksKey: `${storageKey}.masks`,
      engine: 'seed',
    },
    metadata: photoMeta,
  });
  const ids: string[] = [];
  for (let i = 0; i < options.count; i++) {
    const renderId = newId();
    const metadata = { now: at(i), userId };
    await requestSeededRender(store, { renderId, userId, photoId, now: at(i) });
    await handleRenderCommand(store, renderId, {
      type: 'CompleteRender',
      data: {
        renderId,
        afterImageKey,
        afterImageUrl: renderImageUrl(renderId),
        engine: 'seed',
      },
      metadata,
    });
    ids.push(renderId);
  }
  return ids;
};
