import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOA_DOCUMENTS_POLL_MS } from '../../../config/constants';
import { api, getErrorStatus } from '../../../lib/api-client';
import type { HoaDocument } from '../types';
import { asDocuments } from '../utils/normalize';

/** The user's documents; 404 or 403 reads as an empty list (SPEC §7). */
export async function getHoaDocuments(): Promise<HoaDocument[]> {
  try {
    return asDocuments(await api.get<unknown>('/api/hoa-documents'));
  } catch (error) {
    const status = getErrorStatus(error);
    if (status === 404 || status === 403) return [];
    throw error;
  }
}

export const hoaDocumentsQueryKey = ['hoa-documents'] as const;

const anyProcessing = (documents: HoaDocument[] | undefined) =>
  documents?.some((document) => document.status === 'processing') ?? false;

/** SPEC §4: the list is polled every 5 s while any document is processing. */
export const getHoaDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: hoaDocumentsQueryKey,
    queryFn: getHoaDocuments,
    refetchInterval: (query) => (anyProcessing(query.state.data) ? HOA_DOCUMENTS_POLL_MS : false),
  });

export const useHoaDocuments = () => useQuery(getHoaDocumentsQueryOptions());
