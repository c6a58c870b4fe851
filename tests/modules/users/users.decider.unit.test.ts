import { describe, it } from 'vitest';
import { IllegalStateError, ValidationError } from '../../../backend/core/errors.ts';
import { usersDecider, type UserCommand, type UserEvent } from '../../../modules/users/index.ts';
import { deciderSpec, meta } from '../../support/decider-spec.ts';

const spec = deciderSpec(usersDecider);
const now = '2026-11-22T10:00:00.000Z';
const userId = 'u-1';
const signIn = (roles: { betaTester?: boolean; admin?: boolean } = {}): UserCommand => ({
  type: 'SignIn',
  data: {
    userId,
    googleId: 'g-1',
    email: 'ann@example.com',
    emailVerified: true,
    name: 'Ann',
    betaTester: roles.betaTester ?? false,
    admin: roles.admin ?? false,
  },
  metadata: meta(now),
});
const signedUp: UserEvent = {
  type: 'UserSignedUp',
  data: {
    userId,
    googleId: 'g-1',
    email: 'ann@example.com',
    emailVerified: true,
    name: 'Ann',
    signedUpAt: now,
  },
};
const signedInAgain: UserEvent = {
  type: 'UserSignedIn',
  data: { userId, email: 'ann@example.com', emailVerified: true, name: 'Ann', signedInAt: now },
};
const onboarding: UserCommand = {
  type: 'CompleteOnboarding',
  data: { userId, hoaRequired: true, address: '1 Main St', city: null, zipCode: '12345' },
  metadata: meta(now),
};

describe('SignIn', () => {
  it('when the account is new, then the user signs up', () => {
    spec.given([]).when(signIn()).then([signedUp]);
  });

  it('when a new account is on the beta list, then beta access is granted with the sign-up', () => {
    spec
      .given([])
      .when(signIn({ betaTester: true }))
      .then([signedUp, { type: 'BetaAccessGranted', data: { userId, grantedAt: now } }]);
  });

  it('when the account exists, then it is a sign-in, not a second sign-up', () => {
    spec.given([signedUp]).when(signIn()).then([signedInAgain]);
  });

  it('when an admin is no longer on the admin list, then the role is revoked', () => {
    spec
      .given([signedUp, { type: 'AdminRoleGranted', data: { userId, grantedAt: now } }])
      .when(signIn())
      .then([signedInAgain, { type: 'AdminRoleRevoked', data: { userId, revokedAt: now } }]);
  });

  it('when a beta tester signs in again, then beta access is not granted twice', () => {
    spec
      .given([signedUp, { type: 'BetaAccessGranted', data: { userId, grantedAt: now } }])
      .when(signIn({ betaTester: true }))
      .then([signedInAgain]);
  });
});

describe('ApplyRoles (the configured roles, checked on every request)', () => {
  const applyRoles = (roles: { betaTester: boolean; admin: boolean }): UserCommand => ({
    type: 'ApplyRoles',
    data: { userId, ...roles },
    metadata: meta(now),
  });
  const admin: UserEvent = { type: 'AdminRoleGranted', data: { userId, grantedAt: now } };

  it('when an admin is no longer configured, then the role is revoked at once', () => {
    spec
      .given([signedUp, admin])
      .when(applyRoles({ betaTester: false, admin: false }))
      .then([{ type: 'AdminRoleRevoked', data: { userId, revokedAt: now } }]);
  });

  it('when a user is newly on the beta list, then beta access is granted', () => {
    spec
      .given([signedUp])
      .when(applyRoles({ betaTester: true, admin: false }))
      .then([{ type: 'BetaAccessGranted', data: { userId, grantedAt: now } }]);
  });

  it('when the roles are already those configured, then nothing is recorded', () => {
    spec
      .given([signedUp, admin])
      .when(applyRoles({ betaTester: false, admin: true }))
      .thenNothing();
  });

  it('when the user does not exist, then it is refused', () => {
    spec
      .given([])
      .when(applyRoles({ betaTester: false, admin: true }))
      .thenThrows(IllegalStateError, 'Unknown user');
  });
});

describe('SignOut', () => {
  const signOut: UserCommand = { type: 'SignOut', data: { userId }, metadata: meta(now) };

  it('when the user signs out, then it is recorded (every session of theirs ends)', () => {
    spec
      .given([signedUp, signedInAgain])
      .when(signOut)
      .then([{ type: 'UserSignedOut', data: { userId, signedOutAt: now } }]);
  });

  it('when the user does not exist, then it is refused', () => {
    spec.given([]).when(signOut).thenThrows(IllegalStateError, 'Unknown user');
  });
});

describe('CompleteOnboarding', () => {
  it('when the user exists, then the answers are recorded', () => {
    spec
      .given([signedUp])
      .when(onboarding)
      .then([
        {
          type: 'OnboardingCompleted',
          data: {
            userId,
            hoaRequired: true,
            address: '1 Main St',
            city: null,
            zipCode: '12345',
            completedAt: now,
          },
        },
      ]);
  });

  it('when the user does not exist, then it is refused', () => {
    spec.given([]).when(onboarding).thenThrows(IllegalStateError, 'Unknown user');
  });
});

describe('SetBetaTester (an admin decision)', () => {
  const set = (betaTester: boolean, reason = 'Pilot customer'): UserCommand => ({
    type: 'SetBetaTester',
    data: { userId, betaTester, adminId: 'admin-1', reason },
    metadata: meta(now, 'admin-1'),
  });
  const setEvent = (betaTester: boolean): UserEvent => ({
    type: 'BetaTesterSetByAdmin',
    data: { userId, betaTester, adminId: 'admin-1', reason: 'Pilot customer', setAt: now },
  });

  it("when an admin sets beta tester, then the event carries the admin's id and reason", () => {
    spec
      .given([signedUp])
      .when(set(true))
      .then([setEvent(true)]);
  });

  it('when an admin clears it again, then that is recorded too', () => {
    spec
      .given([signedUp, setEvent(true)])
      .when(set(false))
      .then([setEvent(false)]);
  });

  it('when the decision is already in force, then nothing is written', () => {
    spec
      .given([signedUp, setEvent(true)])
      .when(set(true))
      .thenNothing();
  });

  it('when the reason is blank, then nothing is written', () => {
    spec.given([signedUp]).when(set(true, ' ')).thenThrows(ValidationError, 'A reason is required');
  });

  it('when the user is unknown, then it is refused', () => {
    spec.given([]).when(set(true)).thenThrows(IllegalStateError, 'Unknown user');
  });
});
