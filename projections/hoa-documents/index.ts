export { hoaDocumentsProjection } from './hoa-documents.projection.ts';
export { hoaDocumentsReadRoutes } from './hoa-documents.routes.ts';
export {
  listHoaDocuments,
  type HoaColorDto,
  type HoaDocumentDto,
} from './hoa-documents.queries.ts';
export { adminHoaDocumentsSource, type AdminHoaDocumentDto } from './hoa-documents.admin.ts';
