import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../components/ui/notices';
import { PRODUCT_NAME } from '../../../config/constants';
import { api, isUnauthorizedError } from '../../../lib/api-client';

/** The skip path sends only hoaRequired. */
export type OnboardingPreferences = {
  hoaRequired: boolean;
  address?: string;
  city?: string;
  zipCode?: string;
};

export const saveOnboarding = (preferences: OnboardingPreferences) =>
  api.post<unknown>('/api/onboarding', preferences);

export function useSaveOnboarding({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: saveOnboarding,
    onSuccess: () => {
      notify({
        title: `Welcome to ${PRODUCT_NAME}!`,
        description: 'Your preferences have been saved.',
      });
      onSuccess?.();
    },
    onError: (error) => {
      // The api client already shows the logged-out notice and redirects.
      if (isUnauthorizedError(error)) return;
      notify({
        title: 'Error',
        description: 'Failed to save preferences. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
