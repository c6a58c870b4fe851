import type { FileError } from 'react-dropzone';
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES } from '../../../config/constants';
import { extensionList, fileRejectionMessage } from '../../../lib/file-rejection';

const types = extensionList(PHOTO_ACCEPT);

/** The generic rejection messages of SPEC §5, with this screen's types and limits filled in. */
export const rejectionMessage = (error: FileError, minBytes = 0): string =>
  fileRejectionMessage(error, { types, maxBytes: PHOTO_MAX_BYTES, minBytes });
