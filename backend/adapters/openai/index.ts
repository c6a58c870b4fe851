export { createOpenAiClient, IMAGE_CALL_TIMEOUT_MS } from './openai-client.ts';
export { openAiImageAnalyzer, OpenAiAnalysis } from './openai-image-analyzer.ts';
export { openAiImageRenderer, type CompositeInside } from './openai-image-renderer.ts';
export {
  openAiHoaExtractor,
  OpenAiHoaColours,
  DATA_NOT_INSTRUCTIONS,
  asDocumentMessage,
} from './openai-hoa-extractor.ts';
