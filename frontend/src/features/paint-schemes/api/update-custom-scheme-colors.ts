import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/notices';
import { api, getErrorDetail, getErrorStatus, isUnauthorizedError } from '../../../lib/api-client';
import type { ColorSelection } from '../types';
import { stripCustomPrefix } from '../utils/normalize-scheme';

export type UpdateCustomSchemeColorsInput = {
  /** The UI id ('custom-' prefix allowed). */
  schemeId: string;
  /** Only the surfaces that have options. */
  selectedColors: Partial<ColorSelection>;
};

export const updateCustomSchemeColors = ({
  schemeId,
  selectedColors,
}: UpdateCustomSchemeColorsInput) =>
  api.put<unknown>(`/api/custom-schemes/${encodeURIComponent(stripCustomPrefix(schemeId))}`, {
    selectedColors,
  });

export const COLORS_UPDATED = 'Colors Updated';
const UPDATE_FAILED = 'Failed to update color selection';

/** SPEC §8 'Scheme colour update' notices; refreshes the custom schemes on success. */
export function useUpdateCustomSchemeColors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomSchemeColors,
    onSuccess: async () => {
      notify({ title: COLORS_UPDATED, description: 'Your color selection has been saved.' });
      await queryClient.invalidateQueries({ queryKey: ['custom-schemes'] });
    },
    onError: (error) => {
      // The api client already shows the logged-out notice and redirects.
      if (isUnauthorizedError(error)) return;
      const serverMessage = getErrorStatus(error) === undefined ? undefined : getErrorDetail(error);
      notify({
        title: 'Error',
        description: serverMessage ?? UPDATE_FAILED,
        variant: 'destructive',
      });
    },
  });
}
