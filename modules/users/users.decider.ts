import { assertNever, type Decider } from '../../backend/core/decider.ts';
import { IllegalStateError, ValidationError } from '../../backend/core/errors.ts';
import type {
  ApplyRoles,
  CompleteOnboarding,
  Roles,
  SignIn,
  SetBetaTester,
  SignOut,
  UserCommand,
} from './users.commands.ts';
import type { UserEvent } from './users.events.ts';
import { evolve, initialState, type UserState } from './users.state.ts';

const roleChanges = (userId: string, now: string, current: Roles, wanted: Roles): UserEvent[] => {
  const events: UserEvent[] = [];
  if (wanted.betaTester && !current.betaTester)
    events.push({ type: 'BetaAccessGranted', data: { userId, grantedAt: now } });
  if (!wanted.betaTester && current.betaTester)
    events.push({ type: 'BetaAccessRevoked', data: { userId, revokedAt: now } });
  if (wanted.admin && !current.admin)
    events.push({ type: 'AdminRoleGranted', data: { userId, grantedAt: now } });
  if (!wanted.admin && current.admin)
    events.push({ type: 'AdminRoleRevoked', data: { userId, revokedAt: now } });
  return events;
};

const signIn = ({ data, metadata }: SignIn, state: UserState): UserEvent[] => {
  const { userId, email, emailVerified, name } = data;
  if (state.status === 'unknown') {
    return [
      {
        type: 'UserSignedUp',
        data: {
          userId,
          googleId: data.googleId,
          email,
          emailVerified,
          name,
          signedUpAt: metadata.now,
        },
      },
      ...roleChanges(userId, metadata.now, { betaTester: false, admin: false }, data),
    ];
  }
  return [
    {
      type: 'UserSignedIn',
      data: { userId, email, emailVerified, name, signedInAt: metadata.now },
    },
    ...roleChanges(userId, metadata.now, state, data),
  ];
};

const applyRoles = ({ data, metadata }: ApplyRoles, state: UserState): UserEvent[] => {
  if (state.status !== 'registered') throw new IllegalStateError('Unknown user');
  return roleChanges(data.userId, metadata.now, state, data);
};

const signOut = ({ data, metadata }: SignOut, state: UserState): UserEvent[] => {
  if (state.status !== 'registered') throw new IllegalStateError('Unknown user');
  return [{ type: 'UserSignedOut', data: { userId: data.userId, signedOutAt: metadata.now } }];
};

const completeOnboarding = (
  { data, metadata }: CompleteOnboarding,
  state: UserState,
): UserEvent[] => {
  if (state.status !== 'registered') throw new IllegalStateError('Unknown user');
  return [{ type: 'OnboardingCompleted', data: { ...data, completedAt: metadata.now } }];
};

const setBetaTester = ({ data, metadata }: SetBetaTester, state: UserState): UserEvent[] => {
  if (state.status !== 'registered') throw new IllegalStateError('Unknown user');
  const reason = data.reason.trim();
  if (!reason) throw new ValidationError('A reason is required');
  const effective = state.betaOverride ?? state.betaTester;
  if (state.betaOverride !== undefined && effective === data.betaTester) return [];
  return [
    {
      type: 'BetaTesterSetByAdmin',
      data: {
        userId: data.userId,
        betaTester: data.betaTester,
        adminId: data.adminId,
        reason,
        setAt: metadata.now,
      },
    },
  ];
};

export const decide = (command: UserCommand, state: UserState): UserEvent[] => {
  switch (command.type) {
    case 'SignIn':
      return signIn(command, state);
    case 'ApplyRoles':
      return applyRoles(command, state);
    case 'SignOut':
      return signOut(command, state);
    case 'CompleteOnboarding':
      return completeOnboarding(command, state);
    case 'SetBetaTester':
      return setBetaTester(command, state);
    default:
      return assertNever(command);
  }
};

export const usersDecider: Decider<UserState, UserCommand, UserEvent> = {
  decide,
  evolve,
  initialState,
};
