import { ErrorCode, type FileError } from 'react-dropzone';

/** An accept map as react-dropzone wants it (mutable arrays). */
export const dropzoneAccept = (accept: Record<string, readonly string[]>) =>
  Object.fromEntries(Object.entries(accept).map(([type, extensions]) => [type, [...extensions]]));

/** The extensions of an accept map as the messages name them: 'jpeg, jpg, png'. */
export const extensionList = (accept: Record<string, readonly string[]>, dot = true): string =>
  [
    ...new Set(
      Object.values(accept)
        .flat()
        .map((extension) => (dot ? extension : extension.replace(/^\./, '')).toLowerCase()),
    ),
  ].join(', ');

/** SPEC §5's generic rejection messages, with a drop zone's types and limits filled in. */
export const fileRejectionMessage = (
  error: FileError,
  limits: { types: string; maxBytes: number; minBytes?: number },
): string => {
  switch (error.code) {
    case ErrorCode.FileInvalidType:
      return `File type must be one of ${limits.types}`;
    case ErrorCode.FileTooLarge:
      return `File is larger than ${limits.maxBytes} bytes`;
    case ErrorCode.FileTooSmall:
      return `File is smaller than ${limits.minBytes ?? 0} bytes`;
    case ErrorCode.TooManyFiles:
      return 'Too many files';
    default:
      return error.message;
  }
};
