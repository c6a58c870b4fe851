export { localImageAnalyzer } from './local-image-analyzer.ts';
export { localImageRenderer } from './local-image-renderer.ts';
export { localSurfaceEditor, toWorkingFix } from './local-surface-editor.ts';
