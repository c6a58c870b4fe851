import type { Command } from '../../backend/core/decider.ts';

export type GrantFreeRenders = Command<'GrantFreeRenders', { userId: string; count: number }>;

export type AllowanceCommand = GrantFreeRenders;
