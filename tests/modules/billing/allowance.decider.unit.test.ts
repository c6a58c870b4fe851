import { describe, it } from 'vitest';
import { IllegalStateError } from '../../../backend/core/errors.ts';
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

describe('SpendRenderCredit and RefundRenderCredit', () => {
  const granted = {
    type: 'FreeRendersGranted' as const,
    data: { userId: 'u-1', count: 1, grantedAt: now },
  };
  const spent = {
    type: 'RenderCreditSpent' as const,
    data: { userId: 'u-1', renderId: 'r-1', spentAt: now },
  };
  const spend = (renderId: string): AllowanceCommand => ({
    type: 'SpendRenderCredit',
    data: { userId: 'u-1', renderId },
    metadata: meta(now),
  });
  const refund = (renderId: string): AllowanceCommand => ({
    type: 'RefundRenderCredit',
    data: { userId: 'u-1', renderId, reason: 'engine failed' },
    metadata: meta(now),
  });

  it('when a credit is left, then spending it is recorded', () => {
    spec.given([granted]).when(spend('r-1')).then([spent]);
  });

  it('when no credit is left, then spending is refused with No renders remaining', () => {
    spec
      .given([granted, spent])
      .when(spend('r-2'))
      .thenThrows(IllegalStateError, /^No renders remaining/);
  });

  it('when the same render asks again, then it is not charged twice', () => {
    spec.given([granted, spent]).when(spend('r-1')).thenNothing();
  });

  it('when a render that spent a credit fails, then the credit comes back once', () => {
    const refunded = {
      type: 'RenderCreditRefunded' as const,
      data: { userId: 'u-1', renderId: 'r-1', reason: 'engine failed', refundedAt: now },
    };

    spec.given([granted, spent]).when(refund('r-1')).then([refunded]);
    spec.given([granted, spent, refunded]).when(refund('r-1')).thenNothing();
  });

  it('when a render spent nothing, then there is nothing to refund', () => {
    spec.given([granted]).when(refund('r-9')).thenNothing();
  });
});

describe('CreditPurchasedRenders and RevokePurchasedRenders', () => {
  const granted = {
    type: 'FreeRendersGranted' as const,
    data: { userId: 'u-1', count: 1, grantedAt: now },
  };
  const spent = (renderId: string) => ({
    type: 'RenderCreditSpent' as const,
    data: { userId: 'u-1', renderId, spentAt: now },
  });
  const purchased = (paymentIntentId: string) => ({
    type: 'RendersPurchased' as const,
    data: { userId: 'u-1', paymentIntentId, count: 3, purchasedAt: now },
  });
  const revoked = (paymentIntentId: string, count: number) => ({
    type: 'PurchasedRendersRevoked' as const,
    data: {
      userId: 'u-1',
      paymentIntentId,
      count,
      reason: 'the payment was refunded',
      revokedAt: now,
    },
  });
  const credit = (paymentIntentId: string): AllowanceCommand => ({
    type: 'CreditPurchasedRenders',
    data: { userId: 'u-1', paymentIntentId, count: 3 },
    metadata: meta(now),
  });
  const revoke = (paymentIntentId: string): AllowanceCommand => ({
    type: 'RevokePurchasedRenders',
    data: { userId: 'u-1', paymentIntentId, reason: 'the payment was refunded' },
    metadata: meta(now),
  });

  it('when a purchase is credited, then its renders are added once per intent', () => {
    spec
      .given([granted])
      .when(credit('pi_1'))
      .then([purchased('pi_1')]);
    spec
      .given([granted, purchased('pi_1')])
      .when(credit('pi_1'))
      .thenNothing();
  });

  it('when one of 3 purchased renders was spent (free one first), then a refund takes back 2', () => {
    spec
      .given([granted, spent('r-1'), purchased('pi_1'), spent('r-2')])
      .when(revoke('pi_1'))
      .then([revoked('pi_1', 2)]);
  });

  it('when the free render is still unused, then the purchase keeps its 3 and loses them all', () => {
    spec
      .given([granted, purchased('pi_1')])
      .when(revoke('pi_1'))
      .then([revoked('pi_1', 3)]);
  });

  it('when a later purchase holds the renders left, then the earlier one has nothing unused', () => {
    spec
      .given([
        granted,
        spent('r-1'),
        purchased('pi_1'),
        purchased('pi_2'),
        spent('r-2'),
        spent('r-3'),
        spent('r-4'),
      ])
      .when(revoke('pi_1'))
      .then([revoked('pi_1', 0)]);
  });

  it('when the refund came before the credit, then the late credit is refused', () => {
    spec
      .given([granted, revoked('pi_1', 0)])
      .when(credit('pi_1'))
      .thenNothing();
    spec
      .given([granted, purchased('pi_1'), revoked('pi_1', 3)])
      .when(revoke('pi_1'))
      .thenNothing();
  });
});
