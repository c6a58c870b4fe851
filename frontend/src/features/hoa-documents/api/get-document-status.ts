import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  HOA_STATUS_POLL_MS,
  HOA_STATUS_RETRIES,
  HOA_STATUS_RETRY_DELAY_MS,
} from '../../../config/constants';
import { api } from '../../../lib/api-client';
import { normalizeStatus } from '../utils/normalize';

export const documentStatusQueryKey = (documentId: string) =>
  ['hoa-documents', documentId, 'status'] as const;

export const getDocumentStatus = async (documentId: string) =>
  normalizeStatus(
    await api.get<unknown>(`/api/hoa-documents/${encodeURIComponent(documentId)}/status`),
  );

/**
 * SPEC §4/§7/§9: retried 3 times 2 s apart; polled every 3 s while processing and while there is
 * no data yet, stopping at completed or failed (and when loading failed: Retry is offered).
 */
export const getDocumentStatusQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: documentStatusQueryKey(documentId),
    queryFn: () => getDocumentStatus(documentId),
    retry: HOA_STATUS_RETRIES,
    retryDelay: HOA_STATUS_RETRY_DELAY_MS,
    refetchInterval: (query) => {
      if (query.state.status === 'error') return false;
      const status = query.state.data?.status;
      return status === undefined || status === 'processing' ? HOA_STATUS_POLL_MS : false;
    },
  });

export const useDocumentStatus = (documentId: string) =>
  useQuery(getDocumentStatusQueryOptions(documentId));
