import { commandHandler } from '../../backend/core/command-handler.ts';
import { allowanceDecider } from './billing.decider.ts';

/** A new account's free renders (SPEC §9: 1 free render). */
export const FREE_RENDERS = 1;

export const allowanceStreamName = (userId: string): string => `allowance-${userId}`;

export const handleAllowanceCommand = commandHandler(allowanceDecider, allowanceStreamName);
