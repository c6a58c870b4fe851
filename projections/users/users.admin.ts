import type { Knex } from 'knex';
import { containsPattern, type ListSource } from '../../backend/core/simple-rest.ts';

export type AdminUserDto = {
  id: string;
  email: string;
  name: string | null;
  betaTester: boolean;
  betaTesterByEmailList: boolean;
  betaOverride: boolean | null;
  isAdmin: boolean;
  remainingRenders: number;
  onboardingCompleted: boolean;
  createdAt: string;
  lastSignInAt: string | null;
};

type Row = {
  id: string;
  email: string;
  name: string | null;
  beta_tester: boolean;
  beta_override: boolean | null;
  is_admin: boolean;
  remaining_renders: number | null;
  onboarding_completed: boolean;
  created_at: Date;
  last_sign_in_at: Date | null;
};

/** Users for the admin console; `q` searches the email (and name). */
export const adminUsersSource: ListSource<Row, AdminUserDto> = {
  resource: 'users',
  query: (db: Knex) =>
    db('users')
      .leftJoin('allowances', 'allowances.user_id', 'users.id')
      .select('users.*', 'allowances.remaining_renders'),
  columns: {
    id: 'users.id',
    email: 'users.email',
    name: 'users.name',
    isAdmin: 'users.is_admin',
    createdAt: 'users.created_at',
    lastSignInAt: 'users.last_sign_in_at',
    remainingRenders: 'allowances.remaining_renders',
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filter: (qb, key, value) => {
    if (key === 'q' || key === 'email') {
      const text = containsPattern(value);
      qb.where((w) => w.whereILike('users.email', text).orWhereILike('users.name', text));
      return true;
    }
    if (key === 'betaTester') {
      qb.whereRaw('coalesce(users.beta_override, users.beta_tester) = ?', [value === true]);
      return true;
    }
    return false;
  },
  toDto: (r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    betaTester: r.beta_override ?? r.beta_tester,
    betaTesterByEmailList: r.beta_tester,
    betaOverride: r.beta_override,
    isAdmin: r.is_admin,
    remainingRenders: r.remaining_renders ?? 0,
    onboardingCompleted: r.onboarding_completed,
    createdAt: r.created_at.toISOString(),
    lastSignInAt: r.last_sign_in_at?.toISOString() ?? null,
  }),
};
