import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/notices';
import {
  api,
  getErrorDetail,
  getErrorStatus,
  isUnauthorizedError,
  request,
} from '../../../lib/api-client';
import { hoaDocumentsQueryKey } from './get-hoa-documents';

export const UPLOAD_FAILED = 'Upload Failed';
export const STORAGE_UPLOAD_FAILED = 'Failed to upload file to storage';

type UploadUrl = { uploadURL: string; objectPath: string };
export type UploadedDocument = { id: string; fileName: string };

/** Why the storage refused the file, e.g. "Failed to upload file to storage: File is larger than …". */
class StorageUploadError extends Error {}

/**
 * SPEC §7: ask for an upload URL, PUT the raw file there with its content type, then register it
 * (fileName, fileUrl, objectPath) as a pending document.
 */
export async function uploadHoaDocument(file: File): Promise<UploadedDocument> {
  const { uploadURL, objectPath } = await api.post<UploadUrl>('/api/hoa-documents/upload-url');
  const fileUrl = new URL(uploadURL, window.location.origin);
  const put = {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  };
  try {
    if (fileUrl.origin === window.location.origin) await request(uploadURL, put);
    // A presigned URL of the object store: no cookies go there, and its errors are S3's XML.
    else if (!(await fetch(fileUrl, { ...put, credentials: 'omit' })).ok)
      throw new StorageUploadError(STORAGE_UPLOAD_FAILED);
  } catch (error) {
    if (error instanceof StorageUploadError) throw error;
    const detail = getErrorStatus(error) === undefined ? undefined : getErrorDetail(error);
    throw new StorageUploadError(
      detail ? `${STORAGE_UPLOAD_FAILED}: ${detail}` : STORAGE_UPLOAD_FAILED,
    );
  }
  fileUrl.search = '';
  return api.post<UploadedDocument>('/api/hoa-documents', {
    fileName: file.name,
    fileUrl: fileUrl.toString(),
    objectPath,
  });
}

/** The upload with SPEC §8's notices; the document list is refreshed after it. */
export function useUploadHoaDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadHoaDocument,
    onSuccess: async (document) => {
      notify({
        title: 'Document Uploaded',
        description: `${document.fileName} is ready. Choose Start Processing to read its colors.`,
      });
      await queryClient.invalidateQueries({ queryKey: hoaDocumentsQueryKey });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      notify({ title: UPLOAD_FAILED, description: uploadErrorText(error), variant: 'destructive' });
    },
  });
}

/** The reason shown for a failed upload. */
export function uploadErrorText(error: unknown): string {
  if (error instanceof StorageUploadError) return error.message;
  return (getErrorStatus(error) !== undefined && getErrorDetail(error)) || STORAGE_UPLOAD_FAILED;
}
