import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/notices';
import { api, getErrorDetail, isUnauthorizedError } from '../../../lib/api-client';
import { hoaDocumentsQueryKey } from './get-hoa-documents';

export const deleteHoaDocument = (documentId: string) =>
  api.delete<unknown>(`/api/hoa-documents/${encodeURIComponent(documentId)}`);

/** Deletes a document (after the confirmation) with SPEC §8's notices. */
export function useDeleteHoaDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHoaDocument,
    onSuccess: async () => {
      notify({ title: 'Document Deleted', description: 'The document has been removed.' });
      await queryClient.invalidateQueries({ queryKey: hoaDocumentsQueryKey });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      notify({
        title: 'Delete Failed',
        description: getErrorDetail(error),
        variant: 'destructive',
      });
    },
  });
}
