import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/notices';
import { api, getErrorDetail, isUnauthorizedError } from '../../../lib/api-client';
import { hoaDocumentsQueryKey } from './get-hoa-documents';
import { documentStatusQueryKey } from './get-document-status';

export const parseHoaDocument = (documentId: string) =>
  api.post<unknown>(`/api/hoa-documents/${encodeURIComponent(documentId)}/parse`);

const isUnavailable = (error: unknown) =>
  error instanceof Error &&
  (error.message.includes('503') || /temporarily unavailable/i.test(error.message));

/** 'Start Processing' with SPEC §8's notices; the list and the status are refreshed after it. */
export function useParseHoaDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: parseHoaDocument,
    onSuccess: async (_data, documentId) => {
      notify({
        title: 'Parsing Started',
        description: 'We are reading your document. This may take a few minutes.',
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: hoaDocumentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: documentStatusQueryKey(documentId) }),
      ]);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      if (isUnavailable(error)) {
        notify({
          title: 'Service Temporarily Unavailable',
          description:
            'The AI parsing service is temporarily unavailable. Please try again in a few minutes.',
          variant: 'destructive',
        });
        return;
      }
      notify({
        title: 'Parsing Failed',
        description: getErrorDetail(error),
        variant: 'destructive',
      });
    },
  });
}
