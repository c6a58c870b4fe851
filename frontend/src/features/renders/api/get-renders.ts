import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getPage } from '../../../lib/api-client';
import type { RenderListItem } from '../types';

export const rendersQueryKey = ['renders'] as const;

/** One page of the user's renders, newest first; `next` is the following page's URL. */
export const getRendersPage = (url: string) => getPage<RenderListItem>(url);

export const getRendersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: rendersQueryKey,
    queryFn: ({ pageParam }) => getRendersPage(pageParam),
    initialPageParam: '/api/renders',
    getNextPageParam: (lastPage) => lastPage.next,
  });

export const useRenders = () => useInfiniteQuery(getRendersQueryOptions());
