import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../components/ui/notices';
import { paths } from '../../../config/paths';
import { api, getErrorDetail, getErrorStatus, isUnauthorizedError } from '../../../lib/api-client';
import type { CreateCustomSchemePayload } from '../types';

export const createCustomScheme = ({
  documentId,
  payload,
}: {
  documentId: string;
  payload: CreateCustomSchemePayload;
}) =>
  api.post<unknown>(`/api/hoa-documents/${encodeURIComponent(documentId)}/custom-schemes`, payload);

/**
 * SPEC §7/§8: on success the paint-schemes and colours data are refreshed, a notice confirms it
 * and the user goes to /dashboard; a failure shows the server's message.
 */
export function useCreateCustomScheme() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: createCustomScheme,
    onSuccess: async () => {
      notify({
        title: 'Custom Scheme Created',
        description: 'Your custom paint scheme has been saved successfully!',
      });
      await Promise.all(
        ['paint-schemes', 'custom-schemes', 'hoa-documents'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      );
      void navigate(paths.dashboard.getHref());
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      const serverMessage = getErrorStatus(error) === undefined ? undefined : getErrorDetail(error);
      notify({
        title: 'Failed to Create Scheme',
        description: serverMessage ?? 'Please try again later',
        variant: 'destructive',
      });
    },
  });
}
