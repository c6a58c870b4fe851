import { defineRowProjection } from '../../backend/core/row-projection.ts';
import { userEventTypes, type UserEvent } from '../../modules/users/index.ts';

/** users: one row per account (profile, roles, onboarding answers). */
export const usersProjection = defineRowProjection<UserEvent>({
  name: 'users',
  canHandle: userEventTypes,
  table: 'users',
  key: 'id',
  change: (event) => {
    const update = (changes: Record<string, unknown>) =>
      ({ kind: 'update', key: event.data.userId, changes }) as const;
    switch (event.type) {
      case 'UserSignedUp': {
        const d = event.data;
        return {
          kind: 'create',
          key: d.userId,
          row: {
            id: d.userId,
            google_id: d.googleId,
            email: d.email,
            email_verified: d.emailVerified ?? false,
            name: d.name,
            created_at: d.signedUpAt,
            last_sign_in_at: d.signedUpAt,
            last_revision: event.streamRevision,
          },
        };
      }
      case 'UserSignedIn': {
        const d = event.data;
        return update({
          email: d.email,
          name: d.name,
          last_sign_in_at: d.signedInAt,
          email_verified: d.emailVerified ?? false,
        });
      }
      case 'UserSignedOut':
        return undefined; // an increment, done in SQL by handle
      case 'BetaAccessGranted':
      case 'BetaAccessRevoked':
        return update({ beta_tester: event.type === 'BetaAccessGranted' });
      case 'AdminRoleGranted':
      case 'AdminRoleRevoked':
        return update({ is_admin: event.type === 'AdminRoleGranted' });
      case 'BetaTesterSetByAdmin':
        return update({ beta_override: event.data.betaTester });
      case 'OnboardingCompleted': {
        const d = event.data;
        return update({
          onboarding_completed: true,
          hoa_required: d.hoaRequired,
          address: d.address,
          city: d.city,
          zip_code: d.zipCode,
        });
      }
    }
  },
  handle: async (trx, event) => {
    if (event.type !== 'UserSignedOut') return;
    await trx('users')
      .where({ id: event.data.userId })
      .andWhere('last_revision', '<', event.streamRevision)
      .update({
        session_version: trx.raw('session_version + 1'),
        last_revision: event.streamRevision,
      });
  },
});
