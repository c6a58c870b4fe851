import type { Clock } from '../../backend/core/clock.ts';
import type { EventStore } from '../../backend/core/event-store.ts';
import { deterministicId } from '../../backend/core/ids.ts';
import { defineReactor } from '../../backend/core/projection.ts';
import { handleAllowanceCommand } from '../billing/index.ts';
import type { RenderFailed } from './renders.events.ts';

/** RenderFailed → the credit it spent comes back (once: the decider ignores a second refund). */
export const refundFailedRender = (store: EventStore, clock: Clock) =>
  defineReactor<RenderFailed>({
    name: 'refund-failed-render',
    canHandle: ['RenderFailed'],
    handle: async (_trx, { data }) => {
      if (!data.creditSpent) return;
      await handleAllowanceCommand(store, data.userId, {
        type: 'RefundRenderCredit',
        data: { userId: data.userId, renderId: data.renderId, reason: data.reason },
        metadata: {
          now: clock().toISOString(),
          userId: data.userId,
          eventIds: [deterministicId('refund', data.renderId)],
        },
      });
    },
  });
