import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../components/ui/notices';
import { api, isUnauthorizedError } from '../../../lib/api-client';
import type { CreateRenderInput, Render } from '../types';

export const createRender = (input: CreateRenderInput) => api.post<Render>('/api/renders', input);

/** The server's words when the allowance is spent (SPEC §8). */
export const isNoRendersRemainingError = (error: unknown): boolean =>
  error instanceof Error && error.message.includes('No renders remaining');

type UseCreateRenderOptions = {
  onSuccess?: (render: Render) => void;
  /** After a 'No renders remaining' answer, e.g. to refresh the allowance. */
  onNoRendersRemaining?: () => void;
};

/** The render call with SPEC §8's failure notices. */
export function useCreateRender({ onSuccess, onNoRendersRemaining }: UseCreateRenderOptions = {}) {
  return useMutation({
    mutationFn: createRender,
    onSuccess: (render) => onSuccess?.(render),
    onError: (error) => {
      // The api client already shows the logged-out notice and redirects.
      if (isUnauthorizedError(error)) return;
      if (isNoRendersRemainingError(error)) {
        notify({
          title: 'No Renders Left',
          description: "You've used all your free renders. Purchase more to continue.",
          variant: 'destructive',
        });
        onNoRendersRemaining?.();
        return;
      }
      notify({
        title: 'Render Failed',
        description: 'Failed to create visualization. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
