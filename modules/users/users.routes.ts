import { Router } from 'express';
import { z } from 'zod';
import { parseWith, requireUser, type RouteDeps } from '../../backend/core/http.ts';
import { handleUserCommand } from './users.handler.ts';

/** Address fields are optional and free-form (SPEC §5); empty strings count as not given. */
const optionalText = z
  .string({ error: 'Address fields must be text' })
  .max(500, 'Address fields must be at most 500 characters')
  .nullish()
  .transform((s) => (s && s.trim() !== '' ? s.trim() : null));

export const OnboardingBody = z.object({
  hoaRequired: z.boolean({
    error: 'Please choose whether your neighborhood needs HOA paint approval',
  }),
  address: optionalText,
  city: optionalText,
  zipCode: optionalText,
});

export const usersRoutes = (deps: RouteDeps): Router => {
  const router = Router();
  router.post('/api/onboarding', async (req, res) => {
    const user = requireUser(req);
    const body = parseWith(OnboardingBody, req.body);
    const result = await handleUserCommand(deps.store, user.id, {
      type: 'CompleteOnboarding',
      data: { userId: user.id, ...body },
      metadata: { now: deps.clock().toISOString(), userId: user.id },
    });
    await deps.waitForProjections(result.position);
    res.json({
      hoaRequired: body.hoaRequired,
      address: body.address,
      city: body.city,
      zipCode: body.zipCode,
    });
  });
  return router;
};
