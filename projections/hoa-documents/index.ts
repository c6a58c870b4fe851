export { hoaDocumentsProjection } from './hoa-documents.projection.ts';
export { hoaDocumentsReadRoutes } from './hoa-documents.routes.ts';
export {
  listHoaDocuments,
  listHoaDocumentColors,
  type HoaColorDto,
  type HoaDocumentDto,
} from './hoa-documents.queries.ts';
export {
  adminHoaDocumentsSource,
  findAdminHoaDocumentFile,
  IMAGE_KINDS,
  type AdminHoaDocumentDto,
} from './hoa-documents.admin.ts';
