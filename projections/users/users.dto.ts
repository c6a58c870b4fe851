/** GET /api/auth/user (SPEC §3 "Current user"). */
export type CurrentUserDto = {
  id: string;
  email: string;
  name: string | null;
  betaTester: boolean;
  remainingRenders: number;
  hoaRequired: boolean;
  isAdmin: boolean;
  onboardingCompleted: boolean;
};

/** What the session layer needs to authorise a request. */
export type SessionUserDto = { id: string; email: string; isAdmin: boolean; betaTester: boolean };
