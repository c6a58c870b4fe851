export { localImageAnalyzer, type SurfaceFinder } from './local-image-analyzer.ts';
export { localImageRenderer, offThreadImageRenderer } from './local-image-renderer.ts';
export { analyzeSurfacesOffThread, closeVisionPool, recolorOffThread } from './vision-pool.ts';
export { localSurfaceEditor, toWorkingFix } from './local-surface-editor.ts';
