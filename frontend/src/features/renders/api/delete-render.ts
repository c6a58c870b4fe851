import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/notices';
import { api, isUnauthorizedError } from '../../../lib/api-client';
import { rendersQueryKey } from './get-renders';

export const deleteRender = (renderId: string) =>
  api.delete(`/api/renders/${encodeURIComponent(renderId)}`);

/** Deletes a render, with SPEC §8's notices, and refreshes the list. */
export function useDeleteRender({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRender,
    onSuccess: async () => {
      notify({ title: 'Render deleted' });
      await queryClient.invalidateQueries({ queryKey: rendersQueryKey });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      notify({
        title: 'Failed to delete render',
        description: 'Please try again later',
        variant: 'destructive',
      });
    },
    // The dialog closes either way, so the notice is not hidden behind a modal.
    onSettled: () => onSettled?.(),
  });
}
