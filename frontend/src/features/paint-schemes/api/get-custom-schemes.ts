import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, getErrorStatus } from '../../../lib/api-client';
import type { CustomScheme } from '../types';
import { asRawSchemes, normalizeCustomScheme } from '../utils/normalize-scheme';

/** The user's custom (HOA) schemes; 404 or 403 reads as an empty list. */
export async function getCustomSchemes(userId: string): Promise<CustomScheme[]> {
  try {
    const data = await api.get<unknown>(`/api/users/${encodeURIComponent(userId)}/custom-schemes`);
    return asRawSchemes(data).map(normalizeCustomScheme);
  } catch (error) {
    const status = getErrorStatus(error);
    if (status === 404 || status === 403) return [];
    throw error;
  }
}

export const customSchemesQueryKey = (userId: string | undefined) =>
  ['custom-schemes', userId] as const;

export const getCustomSchemesQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: customSchemesQueryKey(userId),
    queryFn: () => getCustomSchemes(userId ?? ''),
    enabled: Boolean(userId),
  });

export const useCustomSchemes = (userId: string | undefined) =>
  useQuery(getCustomSchemesQueryOptions(userId));
