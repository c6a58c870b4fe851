/** Public surface of the photos module (uploads and their analysis). */
export type {
  PhotoEvent,
  PhotoUploaded,
  PhotoAnalysed,
  PhotoAnalysisFailed,
} from './photos.events.ts';
export { photoEventTypes } from './photos.events.ts';
export type { PhotoCommand } from './photos.commands.ts';
export { photosDecider, type PhotoState } from './photos.decider.ts';
export {
  handlePhotoCommand,
  getPhoto,
  photoStreamName,
  photoImageUrl,
  photoIdFromUrl,
} from './photos.handler.ts';
export { photosRoutes, MAX_PHOTO_BYTES, type PhotosDeps } from './photos.routes.ts';
export { ANALYSIS_FAILURES } from './photos.failures.ts';
