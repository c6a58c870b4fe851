export { localImageAnalyzer } from './local-image-analyzer.ts';
export { localImageRenderer } from './local-image-renderer.ts';
