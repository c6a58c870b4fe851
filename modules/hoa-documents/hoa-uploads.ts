import type { DocumentKind, DocumentTextReader } from '../../backend/ports/document-text.ts';
import type { UploadPolicy } from '../../backend/ports/upload-urls.ts';

/** SPEC §5/§9: one file at a time, up to 25 MB. */
export const HOA_MAX_BYTES = 25 * 1024 * 1024;
/** How long an upload URL stays open. */
export const HOA_UPLOAD_URL_SECONDS = 15 * 60;
/** SPEC §5's accepted types, as the message names them. */
export const HOA_TYPES = 'pdf, jpeg, jpg, png, webp, txt, doc, docx';

const UPLOAD_PREFIX = 'hoa-uploads/';

export const CONTENT_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export const wrongTypeMessage = `File type must be one of ${HOA_TYPES} (checked by the file's contents)`;

/** Every upload of a user lives under their own prefix: `hoa-uploads/<userId>/<uploadId>`. */
export const hoaUploadKey = (userId: string, uploadId: string): string =>
  `${UPLOAD_PREFIX}${userId}/${uploadId}`;

/** True when `objectPath` is an upload key of this user (anyone else's is treated as missing). */
export const isOwnUploadKey = (objectPath: string, userId: string): boolean =>
  new RegExp(`^${UPLOAD_PREFIX}${userId}/[0-9a-f-]{36}$`, 'i').test(objectPath);

/** What the upload route accepts for HOA documents: 25 MB, a kind the reader recognises. */
export const hoaUploadPolicy = (reader: Pick<DocumentTextReader, 'detect'>): UploadPolicy => ({
  prefix: UPLOAD_PREFIX,
  maxBytes: HOA_MAX_BYTES,
  contentTypeOf: (bytes) => {
    const kind = reader.detect(bytes);
    return kind && CONTENT_TYPES[kind];
  },
  wrongType: wrongTypeMessage,
});
