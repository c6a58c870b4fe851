import type { Command } from '../../backend/core/decider.ts';
import type { PhotoAnalysed, PhotoAnalysisFailed, PhotoUploaded } from './photos.events.ts';

export type UploadPhoto = Command<'UploadPhoto', Omit<PhotoUploaded['data'], 'uploadedAt'>>;
export type CompletePhotoAnalysis = Command<
  'CompletePhotoAnalysis',
  Omit<PhotoAnalysed['data'], 'analysedAt'>
>;
export type FailPhotoAnalysis = Command<
  'FailPhotoAnalysis',
  Omit<PhotoAnalysisFailed['data'], 'failedAt'>
>;

export type PhotoCommand = UploadPhoto | CompletePhotoAnalysis | FailPhotoAnalysis;
