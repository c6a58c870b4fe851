/**
 * The event side under load: append throughput, the lag from append to read model at a steady
 * 500 events/s (the real projection runner with every projection and reactor), and projection
 * rebuild speed over a generated history of at least 100,000 events.
 * Run through `npm run bench` (`-- --only events|latency|memory`): exported as runEventsBench() for the combined `npm run bench`. PostgreSQL as the tests
 * get it: DATABASE_URL's server (scratch databases, dropped afterwards) or an embedded one.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { allProjections } from '../app/register-projections.ts';
import { rebuildProjections } from '../app/rebuild-projections.ts';
import type { RecordedEvent } from '../core/event-store.ts';
import { PgEventStore } from '../core/pg-event-store.ts';
import { syntheticHouse } from '../engines/vision/synthetic.ts';
import setupTestPostgres from '../../tests/support/global-setup.ts';
import { createTestDatabase } from '../../tests/support/postgres.ts';
import { startTestApp } from '../../tests/support/test-app.ts';
import { percentile, type Figure } from './bench-table.ts';
import { seedCompletedRenders } from './seed-renders.ts';

export const EVENT_TARGETS = { lagP99Ms: 50, rebuildEventsPerSecond: 30_000 };

/** Appends (with their wait for the read model) in flight at most in the lag run: 5 s at 500/s. */
const MAX_IN_FLIGHT = 2500;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const signedUp = (userId: string, n: number) => ({
  type: 'UserSignedUp',
  data: {
    userId,
    googleId: `g-${userId}`,
    email: `${userId}@example.com`,
    emailVerified: true,
    name: `Bench ${n}`,
    signedUpAt: new Date().toISOString(),
  },
});

const signedIn = (userId: string, n: number) => ({
  type: 'UserSignedIn',
  data: {
    userId,
    email: `${userId}@example.com`,
    emailVerified: true,
    name: `Bench ${n}`,
    signedInAt: new Date().toISOString(),
  },
});

/** Append throughput (16 writers, own streams) and append→read-model lag at 500 events/s. */
const appendAndLag = async (seconds: number): Promise<Figure[]> => {
  const t = await startTestApp({ RUN_WORKERS: 'false' });
  const { store, runner } = t.services;
  try {
    const users = Array.from({ length: 100 }, () => randomUUID());
    for (const [i, userId] of users.entries()) {
      await store.appendToStream(`user-${userId}`, [signedUp(userId, i)]);
    }
    await runner.catchUp();

    // Throughput: 16 writers appending one event at a time for `seconds`.
    const appendMs: number[] = [];
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 16 }, async (_, w) => {
        for (let n = 0; performance.now() < until; n++) {
          const userId = users[(w * 7 + n) % users.length]!;
          const t0 = performance.now();
          await store.appendToStream(`user-${userId}`, [signedIn(userId, n)]);
          appendMs.push(performance.now() - t0);
        }
      }),
    );
    const throughput = appendMs.length / ((performance.now() - started) / 1000);
    await runner.catchUp(300_000);

    // Lag: 5 appends every 10 ms (500/s); each timed from its append to its projection.
    const lagMs: number[] = [];
    const rateAppendMs: number[] = [];
    const pending: Promise<void>[] = [];
    const rateStarted = performance.now();
    const ticks = seconds * 100;
    let inFlight = 0;
    let skipped = 0;
    for (let tick = 0; tick < ticks; tick++) {
      for (let k = 0; k < 5; k++) {
        // Open loop: every append goes at its time whatever the earlier ones are doing; only a
        // machine that falls 5 s behind sheds load instead of queueing without end.
        if (inFlight >= MAX_IN_FLIGHT) {
          skipped++;
          continue;
        }
        inFlight++;
        const userId = users[(tick * 5 + k) % users.length]!;
        pending.push(
          (async () => {
            const t0 = performance.now();
            const { position } = await store.appendToStream(`user-${userId}`, [
              signedIn(userId, tick),
            ]);
            // The lag runs from the append's commit (its answer) to the read model showing it.
            const committed = performance.now();
            rateAppendMs.push(committed - t0);
            await runner.waitFor(position, 60_000);
            lagMs.push(performance.now() - committed);
          })().finally(() => inFlight--),
        );
      }
      const next = rateStarted + (tick + 1) * 10;
      await sleep(Math.max(0, next - performance.now()));
    }
    await Promise.all(pending);
    const offered = lagMs.length / ((performance.now() - rateStarted) / 1000);
    return [
      {
        section: 'Events',
        figure: 'append, 16 writers (latency ms; rate events/s)',
        median: percentile(appendMs, 50),
        p95: percentile(appendMs, 95),
        p99: percentile(appendMs, 99),
        rate: throughput,
      },
      {
        section: 'Events',
        figure: `append → read model lag at 500 events/s (${Math.round(offered)}/s reached${skipped ? `, ${skipped} not sent: ${MAX_IN_FLIGHT} in flight` : ''})`,
        median: percentile(lagMs, 50),
        p95: percentile(lagMs, 95),
        p99: percentile(lagMs, 99),
        target: `p99 ≤ ${EVENT_TARGETS.lagP99Ms} ms`,
        met: percentile(lagMs, 99) <= EVENT_TARGETS.lagP99Ms && skipped === 0,
        note: `from each append's commit; the appends themselves took ${Math.round(percentile(rateAppendMs, 50))} ms median, ${Math.round(percentile(rateAppendMs, 99))} ms p99`,
      },
    ];
  } finally {
    await t.stop();
  }
};

/**
 * A history of ≥ `minEvents` events: the events of real users' sign-ins, uploads, analyses and
 * renders (written through the command handlers), copied with fresh ids until it is long enough.
 */
export const generateHistory = async (minEvents: number) => {
  const t = await startTestApp({ RUN_WORKERS: 'false' });
  const { store, storage, runner } = t.services;
  let template: RecordedEvent[];
  try {
    const house = syntheticHouse({ width: 320, height: 240, seed: 3 });
    const jpeg = await sharp(house.rgb, { raw: { width: 320, height: 240, channels: 3 } })
      .jpeg()
      .toBuffer();
    const userId = randomUUID();
    await store.appendToStream(`user-${userId}`, [signedUp(userId, 0), signedIn(userId, 1)]);
    await seedCompletedRenders(
      { store, storage },
      { userId, count: 100, beforeJpeg: jpeg, afterJpeg: jpeg },
    );
    await runner.catchUp();
    template = (await store.readAll(-1, 100_000)).filter((e) => /[0-9a-f]{8}-/.test(e.streamName));
  } finally {
    await t.stop();
  }
  // The same stories again and again, copied in SQL: each copy's ids end in its own number.
  const database = await createTestDatabase();
  const { db } = database;
  await db.raw(
    `create table bench_template (
       n int, stream_name text, stream_revision bigint, type text, data text, metadata text)`,
  );
  await db.batchInsert(
    'bench_template',
    template.map((e, n) => ({
      n,
      stream_name: e.streamName,
      stream_revision: e.streamRevision,
      type: e.type,
      data: JSON.stringify(e.data),
      metadata: JSON.stringify(e.metadata),
    })),
    1000,
  );
  const copies = Math.ceil(minEvents / template.length);
  const fresh = (column: string) =>
    `regexp_replace(${column}, '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-)[0-9a-f]{12}', '\\1' || c.suffix, 'g')`;
  await db.raw(
    `insert into events (event_id, stream_name, stream_revision, type, data, metadata)
     select gen_random_uuid(), ${fresh('t.stream_name')}, t.stream_revision, t.type,
       ${fresh('t.data')}::jsonb, ${fresh('t.metadata')}::jsonb
     from generate_series(1, ?) as g(copy)
     cross join lateral (select lpad(to_hex(g.copy), 12, '0') as suffix) c
     cross join bench_template t
     order by g.copy, t.n`,
    [copies],
  );
  await db.raw('drop table bench_template');
  const events = copies * template.length;
  await db.raw(
    `insert into streams (stream_name, revision)
     select stream_name, max(stream_revision) from events group by stream_name`,
  );
  return { database, events, perCopy: template.length };
};

/** Replays the generated history through every projection (rebuildProjections, replay only). */
export const benchRebuild = async (minEvents: number): Promise<Figure[]> => {
  const generating = performance.now();
  const { database, events, perCopy } = await generateHistory(minEvents);
  const generateMs = performance.now() - generating;
  const store = new PgEventStore(database.db, database.connectionString);
  try {
    // Nothing projects this database live: let the rebuild replay all of it.
    const head = await store.headPosition();
    for (const p of allProjections)
      await database.db('projection_checkpoints').insert({ name: p.name, position: head });
    const started = performance.now();
    const report = await rebuildProjections({
      db: database.db,
      store,
      projections: allProjections,
    });
    const rate = report.events / (report.replayMs / 1000);
    const compareMs = performance.now() - started - report.replayMs;
    return [
      {
        section: 'Events',
        figure: `projection rebuild, ${events.toLocaleString('en-US')} events (${perCopy}-event stories), replay (events/s)`,
        rate,
        target: `≥ ${EVENT_TARGETS.rebuildEventsPerSecond.toLocaleString('en-US')} events/s`,
        met: rate >= EVENT_TARGETS.rebuildEventsPerSecond,
        note: `replay ${(report.replayMs / 1000).toFixed(1)} s, then ${(compareMs / 1000).toFixed(1)} s comparing (with empty live tables here); history generated in ${(generateMs / 1000).toFixed(1)} s`,
      },
    ];
  } finally {
    await store.close();
    await database.drop();
  }
};

export const runEventsBench = async (
  options: { seconds?: number; minEvents?: number } = {},
): Promise<Figure[]> => {
  const stopPostgres = await setupTestPostgres();
  try {
    return [
      ...(await appendAndLag(options.seconds ?? 10)),
      ...(await benchRebuild(options.minEvents ?? 100_000)),
    ];
  } finally {
    await stopPostgres();
  }
};
