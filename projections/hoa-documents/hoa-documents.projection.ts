import { defineProjection } from '../../backend/core/projection.ts';
import { hoaDocumentEventTypes, type HoaDocumentEvent } from '../../modules/hoa-documents/index.ts';

/** hoa_documents (one row per live document) and hoa_document_colors (its extracted colours). */
export const hoaDocumentsProjection = defineProjection<HoaDocumentEvent>({
  name: 'hoa-documents',
  canHandle: hoaDocumentEventTypes,
  tables: ['hoa_documents', 'hoa_document_colors'],
  handle: async (trx, event) => {
    const revision = event.streamRevision;
    const at = event.createdAt;
    /** The document row, updated only by an event it has not seen yet (a replay changes nothing). */
    const update = (documentId: string, changes: Record<string, unknown>) =>
      trx('hoa_documents')
        .where({ id: documentId })
        .andWhere('last_revision', '<', revision)
        .update({ ...changes, updated_at: at, last_revision: revision });

    switch (event.type) {
      case 'HoaDocumentUploaded': {
        const d = event.data;
        await trx('hoa_documents')
          .insert({
            id: d.documentId,
            user_id: d.userId,
            file_name: d.fileName,
            file_url: d.fileUrl,
            object_path: d.objectPath,
            kind: d.kind,
            size_bytes: d.sizeBytes,
            status: 'pending',
            created_at: d.uploadedAt,
            updated_at: d.uploadedAt,
            last_revision: revision,
          })
          .onConflict('id')
          .ignore();
        return;
      }
      case 'HoaParsingStarted':
        await update(event.data.documentId, {
          status: 'processing',
          attempt: event.data.attempt,
          failure_reason: null,
          page_count: null,
          pages_read: null,
          ocr_pages: null,
          limits: JSON.stringify([]),
          color_count: 0,
        });
        return;
      case 'HoaTextExtracted': {
        const d = event.data;
        await update(d.documentId, {
          page_count: d.pageCount,
          pages_read: d.pagesRead,
          ocr_pages: d.ocrPages,
          limits: JSON.stringify(d.limits),
        });
        return;
      }
      case 'HoaColorsExtracted': {
        const d = event.data;
        if ((await update(d.documentId, { color_count: d.colors.length })) === 0) return;
        await trx('hoa_document_colors').where({ document_id: d.documentId }).delete();
        if (d.colors.length === 0) return;
        await trx('hoa_document_colors').insert(
          d.colors.map((c, position) => ({
            document_id: d.documentId,
            position,
            user_id: d.userId,
            name: c.name,
            code: c.code,
            rgb: c.rgb ?? null,
            manufacturer: c.manufacturer ?? null,
            description: c.description,
            equivalents: JSON.stringify(c.equivalents),
          })),
        );
        return;
      }
      case 'HoaParsingCompleted':
        await update(event.data.documentId, { status: 'completed' });
        return;
      case 'HoaParsingFailed':
        await update(event.data.documentId, {
          status: 'failed',
          failure_reason: event.data.reason,
        });
        return;
      case 'HoaDocumentDeleted':
        await trx('hoa_document_colors').where({ document_id: event.data.documentId }).delete();
        await trx('hoa_documents').where({ id: event.data.documentId }).delete();
        return;
    }
  },
});
