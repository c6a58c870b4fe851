import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, getErrorStatus } from '../../../lib/api-client';

export type User = {
  id: string;
  email: string | null;
  name: string | null;
  betaTester: boolean;
  remainingRenders: number;
  hoaRequired: boolean | null;
  isAdmin: boolean;
  onboardingCompleted: boolean;
};

/** The signed-in user, or null when signed out (the server answers 401). */
export async function getUser(): Promise<User | null> {
  try {
    return await api.get<User>('/api/auth/user', { ignoreUnauthorized: true });
  } catch (error) {
    if (getErrorStatus(error) === 401) return null;
    throw error;
  }
}

export const userQueryKey = ['auth', 'user'] as const;

export const getUserQueryOptions = () =>
  queryOptions({ queryKey: userQueryKey, queryFn: getUser, retry: false });

export const useUser = () => useQuery(getUserQueryOptions());
