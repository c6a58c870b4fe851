import type { Knex } from 'knex';
import type { ListSource } from '../../backend/core/simple-rest.ts';

export type AdminHoaDocumentDto = {
  id: string;
  userId: string;
  userEmail: string | null;
  fileName: string;
  kind: string;
  sizeBytes: number;
  status: string;
  failureReason: string | null;
  attempt: number;
  pageCount: number | null;
  colorCount: number;
  createdAt: string;
  updatedAt: string;
  /** The uploaded file as stored (admins only), and a 480-px thumbnail when it is an image. */
  fileUrl: string;
  thumbnailUrl: string | null;
};

/** Document kinds a browser shows as an image (the others open through the file link). */
export const IMAGE_KINDS: readonly string[] = ['jpeg', 'png', 'webp'];

type Row = {
  id: string;
  user_id: string;
  email: string | null;
  file_name: string;
  kind: string;
  size_bytes: number;
  status: string;
  failure_reason: string | null;
  attempt: number;
  page_count: number | null;
  color_count: number;
  object_path: string;
  created_at: Date;
  updated_at: Date;
};

/** Every user's HOA documents, read only. */
export const adminHoaDocumentsSource: ListSource<Row, AdminHoaDocumentDto> = {
  resource: 'hoa-documents',
  query: (db: Knex) =>
    db('hoa_documents')
      .leftJoin('users', 'users.id', 'hoa_documents.user_id')
      .select('hoa_documents.*', 'users.email'),
  columns: {
    id: 'hoa_documents.id',
    userId: 'hoa_documents.user_id',
    fileName: 'hoa_documents.file_name',
    status: 'hoa_documents.status',
    colorCount: 'hoa_documents.color_count',
    createdAt: 'hoa_documents.created_at',
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  toDto: (r) => ({
    id: r.id,
    userId: r.user_id,
    userEmail: r.email,
    fileName: r.file_name,
    kind: r.kind,
    sizeBytes: r.size_bytes,
    status: r.status,
    failureReason: r.failure_reason,
    attempt: r.attempt,
    pageCount: r.page_count,
    colorCount: r.color_count,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    fileUrl: `/api/admin/hoa-documents/${r.id}/file`,
    thumbnailUrl: IMAGE_KINDS.includes(r.kind)
      ? `/api/admin/hoa-documents/${r.id}/file?w=480`
      : null,
  }),
};

/** Where a document's file is stored and what it is, for the admin's file link. */
export const findAdminHoaDocumentFile = async (
  db: Knex,
  id: string,
): Promise<{ objectPath: string; kind: string; fileName: string } | undefined> => {
  const row = await db('hoa_documents')
    .where({ id })
    .first<Pick<Row, 'object_path' | 'kind' | 'file_name'> | undefined>(
      'object_path',
      'kind',
      'file_name',
    );
  return row && { objectPath: row.object_path, kind: row.kind, fileName: row.file_name };
};
