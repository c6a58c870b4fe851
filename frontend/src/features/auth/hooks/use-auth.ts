import { useUser, type User } from '../api/get-user';

export type AuthState = {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
};

/** A user counts as authenticated when the current-user call returns data. */
export function useAuth(): AuthState {
  const { data, isLoading } = useUser();
  const user = data ?? null;
  return { user, isAuthenticated: user !== null, isLoading };
}
