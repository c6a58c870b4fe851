import type { Knex } from 'knex';

/** An HOA document as the API serves it (SPEC §3), with what processing found out. */
export type HoaDocumentDto = {
  id: string;
  fileName: string;
  fileUrl: string;
  objectPath: string;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  createdAt: string;
  updatedAt: string;
  /** Why processing failed (kept until processing starts again). */
  failureReason: string | null;
  colorCount: number;
  pageCount: number | null;
  pagesRead: number | null;
  /** Notes when a page or OCR-time cap was hit. */
  limits: string[];
};

export type HoaColorEquivalentDto = {
  manufacturer: string;
  code: string;
  name: string;
  hex: string;
  deltaE: number;
};

/** An extracted colour (SPEC §3) and its closest colours in the other brands. */
export type HoaColorDto = {
  name: string;
  code: string;
  rgb: string | null;
  manufacturer: string | null;
  description: string;
  equivalents: HoaColorEquivalentDto[];
};

type DocumentRow = {
  id: string;
  file_name: string;
  file_url: string;
  object_path: string;
  status: HoaDocumentDto['status'];
  created_at: Date;
  updated_at: Date;
  failure_reason: string | null;
  color_count: number;
  page_count: number | null;
  pages_read: number | null;
  limits: string[];
};

type ColorRow = Omit<HoaColorDto, 'equivalents'> & { equivalents: HoaColorEquivalentDto[] };

const toDto = (r: DocumentRow): HoaDocumentDto => ({
  id: r.id,
  fileName: r.file_name,
  fileUrl: r.file_url,
  objectPath: r.object_path,
  status: r.status,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  failureReason: r.failure_reason,
  colorCount: r.color_count,
  pageCount: r.page_count,
  pagesRead: r.pages_read,
  limits: r.limits,
});

/** The user's documents, newest first. Every query filters by the owner. */
export const listHoaDocuments = async (db: Knex, userId: string): Promise<HoaDocumentDto[]> =>
  (
    await db('hoa_documents')
      .where({ user_id: userId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'asc' },
      ])
      .select<DocumentRow[]>('*')
  ).map(toDto);

/** One of the user's documents; undefined for a missing one and for anyone else's. */
export const findHoaDocument = async (
  db: Knex,
  userId: string,
  documentId: string,
): Promise<HoaDocumentDto | undefined> => {
  const row = await db('hoa_documents')
    .where({ id: documentId, user_id: userId })
    .first<DocumentRow | undefined>();
  return row && toDto(row);
};

/** The colours extracted from one of the user's documents, in document order. */
export const listHoaDocumentColors = async (
  db: Knex,
  userId: string,
  documentId: string,
): Promise<HoaColorDto[]> =>
  db('hoa_document_colors')
    .where({ document_id: documentId, user_id: userId })
    .orderBy('position')
    .select<ColorRow[]>('name', 'code', 'rgb', 'manufacturer', 'description', 'equivalents');
