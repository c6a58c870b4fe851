import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/notices';
import { api, getErrorDetail, getErrorStatus, isUnauthorizedError } from '../../../lib/api-client';
import type { FixTool, PhotoPoint, SurfacesView } from '../types';
import { toAnalysis } from '../utils/normalize-analysis';

const surfacesKey = (photoId: string) => ['photo-surfaces', photoId] as const;

const toView = (raw: unknown): SurfacesView => {
  const body = (raw ?? {}) as Partial<SurfacesView> & { analysis?: unknown };
  return {
    revision: Number(body.revision ?? -1),
    fixes: Number(body.fixes ?? 0),
    overlay: body.overlay ?? { width: 0, height: 0, png: '' },
    analysis: toAnalysis(body.analysis),
  };
};

/** GET /api/photos/{id}/surfaces: the found surfaces as a tinted overlay. */
export function useSurfaces(photoId: string | undefined) {
  return useQuery({
    queryKey: surfacesKey(photoId ?? ''),
    queryFn: async () => toView(await api.get<unknown>(`/api/photos/${photoId}/surfaces`)),
    enabled: Boolean(photoId),
    staleTime: Infinity,
  });
}

export type FixRequest =
  | { kind: 'tap'; surface: FixTool; point: PhotoPoint }
  | { kind: 'stroke'; surface: FixTool; stroke: PhotoPoint[] }
  | { kind: 'undo' }
  | { kind: 'reset' };

/** A fix, Undo or Reset; the answer (the new overlay) replaces the shown one at once. */
export function useFixSurfaces(photoId: string, onView: (view: SurfacesView) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fix: FixRequest) => {
      const current = queryClient.getQueryData<SurfacesView>(surfacesKey(photoId));
      const expectedRevision = current && current.revision >= 0 ? current.revision : undefined;
      const base = `/api/photos/${photoId}/corrections`;
      const raw =
        fix.kind === 'tap'
          ? await api.post<unknown>(base, {
              surface: fix.surface,
              point: fix.point,
              expectedRevision,
            })
          : fix.kind === 'stroke'
            ? await api.post<unknown>(base, {
                surface: fix.surface,
                stroke: fix.stroke,
                expectedRevision,
              })
            : await api.post<unknown>(`${base}/${fix.kind}`, { expectedRevision });
      return toView(raw);
    },
    onSuccess: (view) => {
      queryClient.setQueryData(surfacesKey(photoId), view);
      onView(view);
    },
    onError: async (error) => {
      if (isUnauthorizedError(error)) return;
      if (getErrorStatus(error) === 409) {
        const view = await queryClient.fetchQuery({
          queryKey: surfacesKey(photoId),
          queryFn: async () => toView(await api.get<unknown>(`/api/photos/${photoId}/surfaces`)),
          staleTime: 0,
        });
        onView(view);
      }
      notify({
        title: 'Fix not saved',
        description: getErrorDetail(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    },
  });
}
