import {
  appendsTo,
  awaitState,
  commandHandler,
  foldStream,
} from '../../backend/core/command-handler.ts';
import type { EventStore } from '../../backend/core/event-store.ts';
import { photosDecider, type PhotoState } from './photos.decider.ts';
import type { PhotoEvent } from './photos.events.ts';

export const photoStreamName = (photoId: string): string => `photo-${photoId}`;
export const photoImageUrl = (photoId: string): string => `/api/photos/${photoId}/image`;

/** '/api/photos/<id>/image' (or a full URL with that path) → the photo id. */
export const photoIdFromUrl = (url: string): string | undefined =>
  /^(?:https?:\/\/[^/]+)?\/api\/photos\/([0-9a-f-]{36})\/image(?:\?.*)?$/i
    .exec(url.trim())?.[1]
    ?.toLowerCase();

export const handlePhotoCommand = commandHandler(photosDecider, photoStreamName);

export const getPhoto = async (store: EventStore, photoId: string): Promise<PhotoState> =>
  foldStream<PhotoState, PhotoEvent>(
    photosDecider,
    await store.readStream(photoStreamName(photoId)),
  );

/** The photo and its stream's revision (-1 when there is no such stream). */
export const getPhotoAt = async (
  store: EventStore,
  photoId: string,
): Promise<{ state: PhotoState; revision: number }> => {
  const recorded = await store.readStream(photoStreamName(photoId));
  return {
    state: foldStream<PhotoState, PhotoEvent>(photosDecider, recorded),
    revision: recorded.length - 1,
  };
};

/** Waits (on the photo's own stream) until the analysis job has recorded its outcome. */
export const awaitPhotoAnalysis = (
  store: EventStore,
  photoId: string,
  timeoutMs: number,
): Promise<PhotoState> =>
  awaitState(
    () => getPhoto(store, photoId),
    (s) => s.status === 'analysed' || s.status === 'failed',
    timeoutMs,
    appendsTo(store, photoStreamName(photoId)),
  );
