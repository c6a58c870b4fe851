export { renderImageJob, RENDER_IMAGE } from './render-image.job.ts';
export { renderImageTrigger } from './render-image.trigger.ts';
