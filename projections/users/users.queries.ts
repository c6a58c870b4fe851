import type { Knex } from 'knex';
import type { CurrentUserDto, SessionUserDto } from './users.dto.ts';

type UserRow = {
  id: string;
  email: string;
  email_verified: boolean;
  session_version: number;
  name: string | null;
  beta_tester: boolean;
  beta_override: boolean | null;
  is_admin: boolean;
  hoa_required: boolean;
  onboarding_completed: boolean;
  remaining_renders: number | null;
};

const toCurrentUser = (row: UserRow): CurrentUserDto => ({
  id: row.id,
  email: row.email,
  name: row.name,
  betaTester: row.beta_override ?? row.beta_tester,
  remainingRenders: row.remaining_renders ?? 0,
  hoaRequired: row.hoa_required,
  isAdmin: row.is_admin,
  onboardingCompleted: row.onboarding_completed,
});

const currentUserRow = (db: Knex, userId: string) =>
  db('users')
    .leftJoin('allowances', 'allowances.user_id', 'users.id')
    .where('users.id', userId)
    .first<UserRow | undefined>('users.*', 'allowances.remaining_renders');

export const getCurrentUser = async (
  db: Knex,
  userId: string,
): Promise<CurrentUserDto | undefined> => {
  const row = await currentUserRow(db, userId);
  return row && toCurrentUser(row);
};

/**
 * What the session check needs, and the whole current user from the same row: every signed-in
 * request reads it once, and GET /api/auth/user answers from it without a second query.
 */
export const getSessionUser = async (
  db: Knex,
  userId: string,
): Promise<SessionUserDto | undefined> => {
  const row = await currentUserRow(db, userId);
  return (
    row && {
      id: row.id,
      email: row.email,
      emailVerified: row.email_verified,
      isAdmin: row.is_admin,
      betaTester: row.beta_tester,
      betaOverride: row.beta_override,
      sessionVersion: row.session_version,
      current: toCurrentUser(row),
    }
  );
};
