import type { Command } from '../../backend/core/decider.ts';
import type {
  PhotoAnalysed,
  PhotoAnalysisFailed,
  PhotoUploaded,
  SurfaceCorrected,
  SurfaceCorrectionsReset,
  SurfaceCorrectionUndone,
} from './photos.events.ts';

export type UploadPhoto = Command<'UploadPhoto', Omit<PhotoUploaded['data'], 'uploadedAt'>>;
export type CompletePhotoAnalysis = Command<
  'CompletePhotoAnalysis',
  Omit<PhotoAnalysed['data'], 'analysedAt'>
>;
export type FailPhotoAnalysis = Command<
  'FailPhotoAnalysis',
  Omit<PhotoAnalysisFailed['data'], 'failedAt'>
>;

export type CorrectSurface = Command<
  'CorrectSurface',
  Omit<SurfaceCorrected['data'], 'correctedAt'>
>;
export type UndoSurfaceCorrection = Command<
  'UndoSurfaceCorrection',
  Omit<SurfaceCorrectionUndone['data'], 'undoneAt'>
>;
export type ResetSurfaceCorrections = Command<
  'ResetSurfaceCorrections',
  Omit<SurfaceCorrectionsReset['data'], 'resetAt'>
>;

export type PhotoCommand =
  | UploadPhoto
  | CompletePhotoAnalysis
  | FailPhotoAnalysis
  | CorrectSurface
  | UndoSurfaceCorrection
  | ResetSurfaceCorrections;
