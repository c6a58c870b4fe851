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

export type AllowanceEvent = FreeRendersGranted | RenderCreditSpent | RenderCreditRefunded;

export const allowanceEventTypes = [
  'FreeRendersGranted',
  'RenderCreditSpent',
  'RenderCreditRefunded',
] as const satisfies readonly AllowanceEvent['type'][];
