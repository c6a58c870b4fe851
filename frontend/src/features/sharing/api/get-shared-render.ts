import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SharedRender } from '../types';

export const getSharedRender = (shareToken: string) =>
  api.get<SharedRender>(`/api/shared/${encodeURIComponent(shareToken)}`, {
    // The page is public: no logged-out notice or login redirect here.
    ignoreUnauthorized: true,
  });

export const getSharedRenderQueryOptions = (shareToken: string) =>
  queryOptions({
    queryKey: ['shared-render', shareToken],
    queryFn: () => getSharedRender(shareToken),
  });

export const useSharedRender = (shareToken: string) =>
  useQuery(getSharedRenderQueryOptions(shareToken));
