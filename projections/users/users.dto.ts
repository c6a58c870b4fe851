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
export type SessionUserDto = {
  id: string;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
  /** From BETA_TESTER_EMAILS (as last applied). */
  betaTester: boolean;
  /** An admin's decision, which wins over the email list; null when none was made. */
  betaOverride: boolean | null;
  /** Bumped by each sign-out: a session cookie from an earlier version is refused. */
  sessionVersion: number;
  /** GET /api/auth/user's answer, read in the same query. */
  current: CurrentUserDto;
};
