import type { Event } from '../../backend/core/decider.ts';

export type FreeRendersGranted = Event<
  'FreeRendersGranted',
  { userId: string; count: number; grantedAt: string }
>;

export type AllowanceEvent = FreeRendersGranted;

export const allowanceEventTypes = [
  'FreeRendersGranted',
] as const satisfies readonly AllowanceEvent['type'][];
