import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { asColors } from '../utils/normalize';

export const documentColorsQueryKey = (documentId: string) =>
  ['hoa-documents', documentId, 'colors'] as const;

export const getDocumentColors = async (documentId: string) =>
  asColors(await api.get<unknown>(`/api/hoa-documents/${encodeURIComponent(documentId)}/colors`));

/** The extracted colours, loaded once the document is completed. */
export const useDocumentColors = (documentId: string, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: documentColorsQueryKey(documentId),
      queryFn: () => getDocumentColors(documentId),
      enabled,
    }),
  );
