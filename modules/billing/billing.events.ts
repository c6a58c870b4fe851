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

export type RendersGrantedByAdmin = Event<
  'RendersGrantedByAdmin',
  { userId: string; count: number; adminId: string; reason: string; grantedAt: string }
>;

export type AllowanceEvent =
  FreeRendersGranted | RenderCreditSpent | RenderCreditRefunded | RendersGrantedByAdmin;

export const allowanceEventTypes = [
  'FreeRendersGranted',
  'RenderCreditSpent',
  'RenderCreditRefunded',
  'RendersGrantedByAdmin',
] as const satisfies readonly AllowanceEvent['type'][];
