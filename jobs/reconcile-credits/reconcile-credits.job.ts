import { z } from 'zod';
import type { Clock } from '../../backend/core/clock.ts';
import type { EventStore } from '../../backend/core/event-store.ts';
import { deterministicId } from '../../backend/core/ids.ts';
import { defineJob, type JobDefinition } from '../../backend/core/job.ts';
import type { Logger } from '../../backend/core/logger.ts';
import { handleAllowanceCommand } from '../../modules/billing/index.ts';
import { getRender } from '../../modules/renders/index.ts';

export const RECONCILE_CREDITS = 'reconcile-credits';
/** A render is requested right after its credit is spent; this long without one means a crash. */
export const ORPHAN_AFTER_MS = 2 * 60_000;

type Deps = {
  store: EventStore;
  clock: Clock;
  logger: Logger;
  findOrphanCredits: (olderThan: Date) => Promise<{ renderId: string; userId: string }[]>;
};

/**
 * Every minute: a credit spent for a render that was never requested (the process died in
 * between) is given back, so a credit is only ever kept by a render that exists.
 */
export const reconcileCreditsJob = (deps: Deps): JobDefinition =>
  defineJob({
    queue: RECONCILE_CREDITS,
    schedule: '* * * * *',
    payload: z.object({}).passthrough(),
    options: { retryLimit: 1, expireInSeconds: 120 },
    handler: async () => {
      const olderThan = new Date(deps.clock().getTime() - ORPHAN_AFTER_MS);
      for (const { renderId, userId } of await deps.findOrphanCredits(olderThan)) {
        // The event store, not the read side, decides: only a render that truly never started is refunded.
        if ((await getRender(deps.store, renderId)).status !== 'none') continue;
        await handleAllowanceCommand(deps.store, userId, {
          type: 'RefundRenderCredit',
          data: { userId, renderId, reason: 'the render was never started' },
          metadata: {
            now: deps.clock().toISOString(),
            userId,
            eventIds: [deterministicId('refund', renderId)],
          },
        });
        deps.logger.warn({ renderId, userId }, 'refunded a credit whose render never started');
      }
    },
  });
