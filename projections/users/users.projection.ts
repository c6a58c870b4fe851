import { defineProjection } from '../../backend/core/projection.ts';
import { userEventTypes, type UserEvent } from '../../modules/users/index.ts';

/** users: one row per account (profile, roles, onboarding answers). */
export const usersProjection = defineProjection<UserEvent>({
  name: 'users',
  canHandle: userEventTypes,
  tables: ['users'],
  handle: async (trx, event) => {
    const revision = event.streamRevision;
    const row = (changes: Record<string, unknown>, userId: string) =>
      trx('users')
        .where({ id: userId })
        .andWhere('last_revision', '<', revision)
        .update({ ...changes, last_revision: revision });
    switch (event.type) {
      case 'UserSignedUp': {
        const d = event.data;
        await trx('users')
          .insert({
            id: d.userId,
            google_id: d.googleId,
            email: d.email,
            email_verified: d.emailVerified ?? false,
            name: d.name,
            created_at: d.signedUpAt,
            last_sign_in_at: d.signedUpAt,
            last_revision: revision,
          })
          .onConflict('id')
          .ignore();
        return;
      }
      case 'UserSignedIn': {
        const d = event.data;
        const changes = { email: d.email, name: d.name, last_sign_in_at: d.signedInAt };
        await row({ ...changes, email_verified: d.emailVerified ?? false }, d.userId);
        return;
      }
      case 'UserSignedOut':
        await row({ session_version: trx.raw('session_version + 1') }, event.data.userId);
        return;
      case 'BetaAccessGranted':
      case 'BetaAccessRevoked':
        await row({ beta_tester: event.type === 'BetaAccessGranted' }, event.data.userId);
        return;
      case 'AdminRoleGranted':
      case 'AdminRoleRevoked':
        await row({ is_admin: event.type === 'AdminRoleGranted' }, event.data.userId);
        return;
      case 'BetaTesterSetByAdmin':
        await row({ beta_override: event.data.betaTester }, event.data.userId);
        return;
      case 'OnboardingCompleted': {
        const d = event.data;
        await row(
          {
            onboarding_completed: true,
            hoa_required: d.hoaRequired,
            address: d.address,
            city: d.city,
            zip_code: d.zipCode,
          },
          d.userId,
        );
        return;
      }
    }
  },
});
