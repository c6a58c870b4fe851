import { commandHandler } from '../../backend/core/command-handler.ts';
import { deterministicId } from '../../backend/core/ids.ts';
import { usersDecider } from './users.decider.ts';

export const userStreamName = (userId: string): string => `user-${userId}`;

/** One account per Google subject: the user id is derived from it, so sign-ins converge. */
export const userIdForGoogleAccount = (googleId: string): string =>
  deterministicId('google', googleId);

export const handleUserCommand = commandHandler(usersDecider, userStreamName);
