import { ErrorCode, type FileError } from 'react-dropzone';
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES } from '../../../config/constants';

const extensions = [
  ...new Set(
    Object.values(PHOTO_ACCEPT)
      .flat()
      .map((e) => e.toLowerCase()),
  ),
].join(', ');

/** The generic rejection messages of SPEC §5, with this screen's types and limits filled in. */
export const rejectionMessage = (error: FileError, minBytes = 0): string => {
  switch (error.code) {
    case ErrorCode.FileInvalidType:
      return `File type must be one of ${extensions}`;
    case ErrorCode.FileTooLarge:
      return `File is larger than ${PHOTO_MAX_BYTES} bytes`;
    case ErrorCode.FileTooSmall:
      return `File is smaller than ${minBytes} bytes`;
    case ErrorCode.TooManyFiles:
      return 'Too many files';
    default:
      return error.message;
  }
};
