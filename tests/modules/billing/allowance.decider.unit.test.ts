import { describe, it } from 'vitest';
import { allowanceDecider, type AllowanceCommand } from '../../../modules/billing/index.ts';
import { deciderSpec, meta } from '../../support/decider-spec.ts';

const spec = deciderSpec(allowanceDecider);
const now = '2026-11-22T10:00:00.000Z';
const grant: AllowanceCommand = {
  type: 'GrantFreeRenders',
  data: { userId: 'u-1', count: 1 },
  metadata: meta(now),
};

describe('GrantFreeRenders', () => {
  it('when the account has had no free renders, then they are granted', () => {
    spec
      .given([])
      .when(grant)
      .then([{ type: 'FreeRendersGranted', data: { userId: 'u-1', count: 1, grantedAt: now } }]);
  });

  it('when free renders were already granted, then signing in again grants nothing', () => {
    spec
      .given([{ type: 'FreeRendersGranted', data: { userId: 'u-1', count: 1, grantedAt: now } }])
      .when(grant)
      .thenNothing();
  });
});
