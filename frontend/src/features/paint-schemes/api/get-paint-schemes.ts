import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PaintScheme } from '../types';
import { asRawSchemes, normalizePaintScheme } from '../utils/normalize-scheme';

/** hoaOnly true: the HOA-approved schemes; false: all schemes (the popular view). */
export async function getPaintSchemes({ hoaOnly }: { hoaOnly: boolean }): Promise<PaintScheme[]> {
  const data = await api.get<unknown>(`/api/paint-schemes?hoaOnly=${hoaOnly}`);
  return asRawSchemes(data).map(normalizePaintScheme);
}

export const paintSchemesQueryKey = (hoaOnly: boolean) => ['paint-schemes', { hoaOnly }] as const;

export const getPaintSchemesQueryOptions = (hoaOnly: boolean) =>
  queryOptions({
    queryKey: paintSchemesQueryKey(hoaOnly),
    queryFn: () => getPaintSchemes({ hoaOnly }),
  });

export const usePaintSchemes = (hoaOnly: boolean) => useQuery(getPaintSchemesQueryOptions(hoaOnly));
