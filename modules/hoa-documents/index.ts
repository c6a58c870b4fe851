/** Public surface of the hoa-documents module (HOA documents a user uploads and has read). */
export type {
  HoaDocumentEvent,
  HoaDocumentUploaded,
  HoaParsingStarted,
  HoaTextExtracted,
  HoaColorsExtracted,
  HoaParsingCompleted,
  HoaParsingFailed,
  HoaDocumentDeleted,
} from './hoa-documents.events.ts';
export { hoaDocumentEventTypes } from './hoa-documents.events.ts';
export type { HoaDocumentCommand } from './hoa-documents.commands.ts';
export {
  hoaDocumentsDecider,
  type HoaDocumentState,
  type HoaDocumentStatus,
} from './hoa-documents.decider.ts';
export {
  getHoaDocument,
  handleHoaDocumentCommand,
  hoaDocumentStreamName,
  hoaTextKey,
} from './hoa-documents.handler.ts';
export { hoaDocumentsRoutes, type HoaDocumentsDeps } from './hoa-documents.routes.ts';
export { CONTENT_TYPES, hoaUploadPolicy } from './hoa-uploads.ts';
