import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandHandler } from '../../../backend/core/command-handler.ts';
import type { Command, Decider, Event } from '../../../backend/core/decider.ts';
import { PgEventStore } from '../../../backend/core/pg-event-store.ts';
import { createTestDatabase, type TestDatabase } from '../../support/postgres.ts';

/** A tally credited once per key: the second credit of a key decides nothing. */
type Credited = Event<'Credited', { key: string }>;
type Credit = Command<'Credit', { key: string }>;
const tally: Decider<Set<string>, Credit, Credited> = {
  initialState: () => new Set(),
  evolve: (keys, e) => new Set([...keys, e.data.key]),
  decide: (c, keys) => (keys.has(c.data.key) ? [] : [{ type: 'Credited', data: c.data }]),
};
const handleTally = commandHandler(tally, (id) => `tally-${id}`);
const credit = (key: string): Credit => ({
  type: 'Credit',
  data: { key },
  metadata: { now: new Date().toISOString() },
});

describe('commandHandler: the position a caller waits for', () => {
  let database: TestDatabase;
  let store: PgEventStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = new PgEventStore(database.db, database.connectionString);
  });
  afterAll(async () => {
    await store.close?.();
    await database.drop();
  });

  it('when a command writes, then its position is that of the event written', async () => {
    const id = randomUUID();
    const result = await handleTally(store, id, credit('a'));
    const [written] = await store.readStream(`tally-${id}`);
    expect(result.newEvents).toHaveLength(1);
    expect(result.position).toBe(written!.globalPosition);
  });

  it('when another writer already did it, then the no-op answers with the position of the event that made it one (read-your-writes)', async () => {
    const id = randomUUID();
    // Another process (a reactor, say) credits first, then an unrelated stream moves on.
    const first = await handleTally(store, id, credit('paid'));
    await handleTally(store, randomUUID(), credit('elsewhere'));

    const again = await handleTally(store, id, credit('paid'));

    expect(again.newEvents).toEqual([]);
    expect(again.position).toBe(first.position);
    expect(again.position).toBeGreaterThanOrEqual(0);
  });

  it('when the stream is empty and nothing is decided, then there is nothing to wait for (-1)', async () => {
    const noop: Decider<null, Credit, Credited> = {
      initialState: () => null,
      evolve: (s) => s,
      decide: () => [],
    };
    const result = await commandHandler(noop, (id) => `noop-${id}`)(
      store,
      randomUUID(),
      credit('x'),
    );
    expect(result).toEqual({ newEvents: [], nextExpectedRevision: -1, position: -1 });
  });
});
