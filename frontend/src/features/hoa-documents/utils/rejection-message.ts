import type { FileError } from 'react-dropzone';
import { HOA_ACCEPT, HOA_MAX_BYTES } from '../../../config/constants';
import { extensionList, fileRejectionMessage } from '../../../lib/file-rejection';

/** 'pdf, jpeg, jpg, png, webp, txt, doc, docx' (SPEC §5). */
export const HOA_TYPES = extensionList(HOA_ACCEPT, false);

/** SPEC §5's generic rejection messages, with the HOA upload's types and limit. */
export const rejectionMessage = (error: FileError): string =>
  fileRejectionMessage(error, { types: HOA_TYPES, maxBytes: HOA_MAX_BYTES, minBytes: 1 });
