import type { Event } from '../../backend/core/decider.ts';

export type FreeRendersGranted = Event<
  'FreeRendersGranted',
  { userId: string; count: number; grantedAt: string }
>;
export type RenderCreditSpent = Event<
  'RenderCreditSpent',
  { userId: string; renderId: string; spentAt: string }
>;
export type RenderCreditRefunded = Event<
  'RenderCreditRefunded',
  { userId: string; renderId: string; reason: string; refundedAt: string }
>;

/** Renders bought with a payment intent, credited once per intent. */
export type RendersPurchased = Event<
  'RendersPurchased',
  { userId: string; paymentIntentId: string; count: number; purchasedAt: string }
>;
/** A refunded purchase's renders still unused, taken back (`count` may be 0). */
export type PurchasedRendersRevoked = Event<
  'PurchasedRendersRevoked',
  { userId: string; paymentIntentId: string; count: number; reason: string; revokedAt: string }
>;

export type AllowanceEvent =
  | FreeRendersGranted
  | RenderCreditSpent
  | RenderCreditRefunded
  | RendersPurchased
  | PurchasedRendersRevoked;

export const allowanceEventTypes = [
  'FreeRendersGranted',
  'RenderCreditSpent',
  'RenderCreditRefunded',
  'RendersPurchased',
  'PurchasedRendersRevoked',
] as const satisfies readonly AllowanceEvent['type'][];
