export { analyzePhotoJob, ANALYZE_PHOTO } from './analyze-photo.job.ts';
export { analyzePhotoTrigger } from './analyze-photo.trigger.ts';
