import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appendsTo, awaitState } from '../../../backend/core/command-handler.ts';
import type { Event } from '../../../backend/core/decider.ts';
import type { RecordedEvent } from '../../../backend/core/event-store.ts';
import { JobQueue, defineJob } from '../../../backend/core/job.ts';
import { createLogger } from '../../../backend/core/logger.ts';
import { PgEventStore } from '../../../backend/core/pg-event-store.ts';
import { defineReactor } from '../../../backend/core/projection.ts';
import { ProjectionRunner } from '../../../backend/core/projection-runner.ts';
import { createTestDatabase, type TestDatabase } from '../../support/postgres.ts';

/**
 * Every hop between a route's append and its answer is woken by what it waits for, not by a
 * poll: each test sets the hop's poll interval to an hour, so only the wake-up can finish it
 * within the test's timeout. (No timing is asserted.)
 */
const HOUR_MS = 3_600_000;
const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
/** Lets a loop that has just found nothing go to sleep (not a timing assertion). */
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('wake-ups instead of polls', () => {
  let database: TestDatabase;
  let store: PgEventStore;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    store = new PgEventStore(database.db, database.connectionString, { idleMs: HOUR_MS });
  });
  afterAll(async () => {
    for (const q of queues) await q.stop();
    await store.close();
    await database.drop();
  });

  it('when an event is appended, then an idle subscription sees it without waiting for its poll', async () => {
    const seen: RecordedEvent[] = [];
    let onSeen = () => {};
    const subscription = store.subscribeToAll(await store.headPosition(), async (e) => {
      seen.push(e);
      onSeen();
    });
    await store.listen();
    await settle();
    const arrived = new Promise<void>((resolve) => (onSeen = resolve));
    const stream = `wake-${randomUUID()}`;

    await store.appendToStream(stream, [{ type: 'Woken', data: { n: 1 } }]);
    await arrived;

    expect(seen.map((e) => [e.streamName, e.type])).toEqual([[stream, 'Woken']]);
    await subscription.stop();
  });

  it('when a stream is appended to, then a route waiting on it re-reads at once (its safety poll is an hour)', async () => {
    const stream = `outcome-${randomUUID()}`;
    const other = `other-${randomUUID()}`;
    await store.listen();
    const names: string[] = [];
    const stopListening = store.onAppended((name) => names.push(name));
    const reads: number[] = [];
    const waiting = awaitState(
      async () => {
        const events = await store.readStream(stream);
        reads.push(events.length);
        return events;
      },
      (events) => events.length > 0,
      HOUR_MS,
      appendsTo(store, stream),
      HOUR_MS,
    );
    await settle();

    await store.appendToStream(other, [{ type: 'Unrelated', data: {} }]);
    await store.appendToStream(stream, [{ type: 'Done', data: {} }]);
    const events = await waiting;

    expect(events.map((e) => e.type)).toEqual(['Done']);
    // One read before the append and one after: the unrelated stream woke nothing.
    expect(reads).toEqual([0, 1]);
    expect(names).toEqual(expect.arrayContaining([other, stream]));
    stopListening();
  });

  it('when a job is enqueued, with or without a transaction, then an idle worker starts it without waiting for its poll', async () => {
    const ran: string[] = [];
    let onRun = () => {};
    const queue = await JobQueue.start({
      connectionString: database.connectionString,
      logger,
      pollingIntervalSeconds: HOUR_MS / 1000,
      definitions: [
        defineJob({
          queue: 'test-wake',
          payload: z.object({ key: z.string() }),
          handler: async ({ key }) => {
            ran.push(key);
            onRun();
          },
        }),
      ],
    });
    queues.push(queue);
    await queue.work();
    await settle();

    const first = new Promise<void>((resolve) => (onRun = resolve));
    await database.db.transaction((trx) => queue.send('test-wake', { key: 'in-tx' }, { db: trx }));
    await first;
    await settle();
    const second = new Promise<void>((resolve) => (onRun = resolve));
    await queue.send('test-wake', { key: 'direct' });
    await second;

    expect(ran).toEqual(['in-tx', 'direct']);
  });

  it('when a route appends, then the projection runner, the job it enqueues and the route waiting for the outcome are each woken (every poll an hour)', async () => {
    const queue = await JobQueue.start({
      connectionString: database.connectionString,
      logger,
      pollingIntervalSeconds: HOUR_MS / 1000,
      definitions: [
        defineJob({
          queue: 'test-chain',
          payload: z.object({ id: z.string() }),
          handler: async ({ id }) => {
            await store.appendToStream(`chain-${id}`, [{ type: 'ChainDone', data: { id } }]);
          },
        }),
      ],
    });
    queues.push(queue);
    const runner = new ProjectionRunner({
      store,
      db: database.db,
      connectionString: database.connectionString,
      logger,
      projections: [
        defineReactor<Event<'ChainStarted', { id: string }>>({
          name: 'test-chain-trigger',
          canHandle: ['ChainStarted'],
          handle: async (trx, { data }) => {
            await queue.send('test-chain', { id: data.id }, { db: trx });
          },
        }),
      ],
    });
    await runner.start();
    await queue.work();
    await store.listen();
    await settle();

    const id = randomUUID();
    await store.appendToStream(`chain-${id}`, [{ type: 'ChainStarted', data: { id } }]);
    const events = await awaitState(
      () => store.readStream(`chain-${id}`),
      (e) => e.some((x) => x.type === 'ChainDone'),
      HOUR_MS,
      appendsTo(store, `chain-${id}`),
      HOUR_MS,
    );

    expect(events.map((e) => e.type)).toEqual(['ChainStarted', 'ChainDone']);
    await runner.stop();
  });
});
