import { defineProjection } from '../../backend/core/projection.ts';
import { userEventTypes, type UserEvent } from '../../modules/users/index.ts';

type Data<T extends UserEvent['type']> = Extract<UserEvent, { type: T }>['data'];

/** users: one row per account (profile, roles, onboarding answers). */
export const usersProjection = defineProjection<UserEvent['type'], never>({
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
    const data = event.data as Data<UserEvent['type']>;
    switch (event.type) {
      case 'UserSignedUp': {
        const d = data as Data<'UserSignedUp'>;
        await trx('users')
          .insert({
            id: d.userId,
            google_id: d.googleId,
            email: d.email,
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
        const d = data as Data<'UserSignedIn'>;
        await row({ email: d.email, name: d.name, last_sign_in_at: d.signedInAt }, d.userId);
        return;
      }
      case 'BetaAccessGranted':
      case 'BetaAccessRevoked':
        await row({ beta_tester: event.type === 'BetaAccessGranted' }, data.userId);
        return;
      case 'AdminRoleGranted':
      case 'AdminRoleRevoked':
        await row({ is_admin: event.type === 'AdminRoleGranted' }, data.userId);
        return;
      case 'OnboardingCompleted': {
        const d = data as Data<'OnboardingCompleted'>;
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
