/** Public surface of the photos module (uploads and their analysis). */
export type {
  PhotoEvent,
  PhotoUploaded,
  PhotoAnalysed,
  PhotoAnalysisFailed,
  SurfaceCorrected,
  SurfaceCorrectionUndone,
  SurfaceCorrectionsReset,
} from './photos.events.ts';
export { photoEventTypes } from './photos.events.ts';
export type { PhotoCommand } from './photos.commands.ts';
export { photosDecider, type PhotoState } from './photos.decider.ts';
export {
  handlePhotoCommand,
  getPhoto,
  getPhotoAt,
  photoStreamName,
  photoImageUrl,
  photoIdFromUrl,
} from './photos.handler.ts';
export {
  photosRoutes,
  MAX_PHOTO_BYTES,
  MAX_STROKE_POINTS,
  type PhotosDeps,
} from './photos.routes.ts';
export {
  currentMasks,
  surfacesView,
  type SurfacesDeps,
  type SurfacesView,
} from './photos.surfaces.ts';
export { ANALYSIS_FAILURES } from './photos.failures.ts';
