import type {} from 'passport';
import type { Request } from 'express';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { Clock } from './clock.ts';
import { UnauthorizedError, ValidationError } from './errors.ts';
import type { EventStore } from './event-store.ts';
import type { ReadCache } from './read-cache.ts';

/** What the session gives a route about who is calling (set by backend/app/auth). */
export type AuthUser = {
  id: string;
  email: string;
  isAdmin: boolean;
  betaTester: boolean;
  /** The users read model's current-user answer as this request's session check read it. */
  current?: unknown;
};

/** What every module's and projection's routes receive from the composition root. */
export type RouteDeps = {
  store: EventStore;
  db: Knex;
  clock: Clock;
  /** Read-your-writes: resolves once the read side has passed `position`. */
  waitForProjections: (position: number) => Promise<void>;
  /** Answers of the read models kept until the read side moves (the hot reads use it). */
  readCache: ReadCache;
};

export const requireUser = (req: Request): AuthUser => {
  const user = req.user as AuthUser | undefined;
  if (!user) throw new UnauthorizedError();
  return user;
};

/** zod-parse a request part; a failure is a 400 with the first issue's message. */
export const parseWith = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new ValidationError(result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
};
