import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Event } from '../../../backend/core/decider.ts';
import { JobQueue, defineJob } from '../../../backend/core/job.ts';
import { createLogger } from '../../../backend/core/logger.ts';
import { PgEventStore } from '../../../backend/core/pg-event-store.ts';
import { defineProjection, defineReactor } from '../../../backend/core/projection.ts';
import { ProjectionRunner } from '../../../backend/core/projection-runner.ts';
import { usersProjection } from '../../../projections/users/index.ts';
import { createTestDatabase, type TestDatabase } from '../../support/postgres.ts';

const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');

/** Adds one to `key`'s count in a counter table. */
const countIn = async (trx: Knex.Transaction, table: string, key: string) => {
  await trx(table)
    .insert({ key, n: 1 })
    .onConflict('key')
    .merge({ n: trx.raw('??.n + 1', [table]) });
};

describe('projection runner', () => {
  let database: TestDatabase;
  let store: PgEventStore;
  let failOn: string | undefined;
  /** Positions of the events the counter projection failed on, one entry per attempt. */
  const failures: number[] = [];
  let onFailure = () => {};
  /** Resolves once the counter projection has failed `times` times on the event at `position`. */
  const failedOn = (position: number, times: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (failures.filter((p) => p === position).length >= times) resolve();
        else onFailure = check;
      };
      check();
    });
  const handled: string[] = [];

  const counter = defineProjection<Event<'Counted', { key: string }>>({
    name: 'test-counter',
    canHandle: ['Counted'],
    tables: ['test_counters'],
    handle: async (trx, event) => {
      await countIn(trx, 'test_counters', event.data.key);
      if (event.data.key === failOn) {
        failures.push(event.globalPosition);
        onFailure();
        throw new Error('projection failed');
      }
    },
  });

  /** A runner of the counter projection on the test database. */
  const counterRunner = () =>
    new ProjectionRunner({
      store,
      db: database.db,
      connectionString: database.connectionString,
      projections: [counter],
      logger,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    for (const table of ['test_counters', 'test_late_counters'])
      await database.db.schema.createTable(table, (t) => {
        t.text('key').primary();
        t.integer('n').notNullable();
      });
    store = new PgEventStore(database.db, database.connectionString);
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it('when events are appended, then waitFor returns once the read model shows them', async () => {
    const runner = counterRunner();
    await runner.start();

    const { position } = await store.appendToStream(`count-${randomUUID()}`, [
      { type: 'Counted', data: { key: 'a' } },
      { type: 'Counted', data: { key: 'a' } },
    ]);
    await runner.waitFor(position);

    expect(await database.db('test_counters').where({ key: 'a' }).first()).toEqual({
      key: 'a',
      n: 2,
    });
    const checkpoint = await database
      .db('projection_checkpoints')
      .where({ name: 'test-counter' })
      .first();
    expect(checkpoint.position).toBe(position);
    await runner.stop();
  });

  it('when a projection fails on an event, then neither its row change nor its checkpoint is kept, and it retries', async () => {
    failOn = 'boom';
    const runner = counterRunner();
    await runner.start();
    const before = (
      await database.db('projection_checkpoints').where({ name: 'test-counter' }).first()
    ).position;

    const { position } = await store.appendToStream(`count-${randomUUID()}`, [
      { type: 'Counted', data: { key: 'boom' } },
    ]);
    // Tried, failed, and tried again from the same position: the first failure kept nothing.
    await failedOn(position, 2);

    expect(runner.position).toBeLessThan(position);
    expect(await database.db('test_counters').where({ key: 'boom' }).first()).toBeUndefined();
    expect(
      (await database.db('projection_checkpoints').where({ name: 'test-counter' }).first())
        .position,
    ).toBe(before);
    failOn = undefined;
    await runner.waitFor(position, 5000);
    expect(await database.db('test_counters').where({ key: 'boom' }).first()).toEqual({
      key: 'boom',
      n: 1,
    });
    await runner.stop();
  });

  it('when a projection joins after events were projected, then it gets them all and the others none twice', async () => {
    const first = counterRunner();
    await first.start();
    const stream = `count-${randomUUID()}`;
    const { position } = await store.appendToStream(stream, [
      { type: 'Counted', data: { key: 'joined' } },
      { type: 'Counted', data: { key: 'joined' } },
    ]);
    await first.waitFor(position);
    await first.stop();
    const late = defineProjection<Event<'Counted', { key: string }>>({
      name: 'test-late-counter',
      canHandle: ['Counted'],
      tables: ['test_late_counters'],
      handle: (trx, event) => countIn(trx, 'test_late_counters', event.data.key),
    });
    const both = new ProjectionRunner({
      store,
      db: database.db,
      connectionString: database.connectionString,
      projections: [counter, late],
      logger,
    });
    // Appended before it starts: its first batch holds events the counter has and one it has not.
    const next = await store.appendToStream(stream, [{ type: 'Counted', data: { key: 'joined' } }]);
    await both.start();
    await both.waitFor(next.position);

    const n = (table: string) => database.db(table).where({ key: 'joined' }).first();
    expect(await n('test_counters')).toEqual({ key: 'joined', n: 3 });
    expect(await n('test_late_counters')).toEqual({ key: 'joined', n: 3 });
    await both.stop();
  });

  it('when a second runner starts on the same database, then only one of them projects', async () => {
    const a = counterRunner();
    const b = counterRunner();
    await a.start();
    await b.start();

    const { position } = await store.appendToStream(`count-${randomUUID()}`, [
      { type: 'Counted', data: { key: 'once' } },
    ]);
    await b.waitFor(position);

    expect([a.isLeader, b.isLeader]).toEqual([true, false]);
    expect(await database.db('test_counters').where({ key: 'once' }).first()).toEqual({
      key: 'once',
      n: 1,
    });
    await a.stop();
    await b.stop();
  });

  it('when the leader connection is lost for longer than the wait timeout, then a waiting write still resolves once the runner leads again', async () => {
    const runner = counterRunner();
    await runner.start();
    const { position } = await store.appendToStream(`count-${randomUUID()}`, [
      { type: 'Counted', data: { key: 'outage' } },
    ]);
    // A route waits for its write (projected as soon as the runner leads)…
    const waited = runner.waitFor(position + 1, 1000).then(
      () => 'resolved',
      (e: Error) => e.message,
    );
    // …its lead is cut (as when PostgreSQL restarts), and another holder keeps the lock 3 s.
    const blocker = await database.db.client.acquireConnection();
    try {
      await database.db.raw(
        `select pg_terminate_backend(pid) from pg_locks
         where locktype = 'advisory' and objid = 712004212 and granted
           and database = (select oid from pg_database where datname = current_database())`,
      );
      await blocker.query('select pg_advisory_lock(712004212)');
      await store.appendToStream(`count-${randomUUID()}`, [
        { type: 'Counted', data: { key: 'outage' } },
      ]);
      await new Promise((r) => setTimeout(r, 3000));
      expect(runner.isLeader).toBe(false);
      await blocker.query('select pg_advisory_unlock(712004212)');
    } finally {
      await database.db.client.releaseConnection(blocker);
    }

    expect(await waited).toBe('resolved');
    expect(await database.db('test_counters').where({ key: 'outage' }).first()).toEqual({
      key: 'outage',
      n: 2,
    });
    await runner.stop();
  });

  it('when a projection sees the same event twice, then the row is unchanged (last_revision)', async () => {
    const userId = randomUUID();
    const events = await (async () => {
      const s = `user-${userId}`;
      await store.appendToStream(s, [
        {
          type: 'UserSignedUp',
          data: {
            userId,
            googleId: 'g',
            email: 'x@example.com',
            name: 'X',
            signedUpAt: '2026-11-22T10:00:00.000Z',
          },
        },
        {
          type: 'OnboardingCompleted',
          data: {
            userId,
            hoaRequired: true,
            address: null,
            city: 'Tampa',
            zipCode: null,
            completedAt: '2026-11-22T10:01:00.000Z',
          },
        },
      ]);
      return store.readStream(s);
    })();
    const apply = () =>
      database.db.transaction(async (trx) => {
        for (const e of events) await usersProjection.handle(trx, e);
      });

    await apply();
    const once = await database.db('users').where({ id: userId }).first();
    await apply();

    expect(await database.db('users').where({ id: userId }).first()).toEqual(once);
    expect(once).toMatchObject({ hoa_required: true, city: 'Tampa', last_revision: 1 });
  });

  it('when a reactor enqueues a job in the runner transaction, then a pg-boss worker runs it exactly once', async () => {
    const ran: string[] = [];
    let jobRan = () => {};
    const firstRun = new Promise<void>((resolve) => (jobRan = resolve));
    const job = defineJob({
      queue: 'test-echo',
      payload: z.object({ key: z.string() }),
      handler: async ({ key }) => {
        ran.push(key);
        jobRan();
      },
    });
    const queue = await JobQueue.start({
      connectionString: database.connectionString,
      definitions: [job],
      logger,
    });
    const trigger = defineReactor<Event<'Echo', { key: string }>>({
      name: 'test-echo-trigger',
      canHandle: ['Echo'],
      handle: async (trx, event) => {
        handled.push(event.data.key);
        await queue.send(
          'test-echo',
          { key: event.data.key },
          { singletonKey: event.data.key, db: trx },
        );
      },
    });
    const runner = new ProjectionRunner({
      store,
      db: database.db,
      connectionString: database.connectionString,
      projections: [trigger],
      logger,
    });
    await runner.start();
    await queue.work();

    const { position } = await store.appendToStream(`echo-${randomUUID()}`, [
      { type: 'Echo', data: { key: 'hello' } },
    ]);
    await runner.waitFor(position);
    await firstRun;

    expect(ran).toEqual(['hello']);
    expect(handled).toEqual(['hello']);
    await runner.stop();
    await queue.stop();
  });
});
