import type { AllStreamResolvedEvent } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { afterPosition } from '../../../backend/core/esdb-events.ts';
import {
  EVENTS_PER_COMMIT,
  decodePosition,
  encodePosition,
  readStartFor,
  type LogPosition,
} from '../../../backend/core/esdb-positions.ts';

/**
 * A $all log as EventStoreDB orders it: by commit, then prepare position. The three events of
 * the second write share one commit position (as the events of one transaction do).
 */
const log: LogPosition[] = [
  { commit: 100n, prepare: 100n },
  { commit: 400n, prepare: 200n },
  { commit: 400n, prepare: 260n },
  { commit: 400n, prepare: 330n },
  { commit: 500n, prepare: 500n },
  { commit: 580n, prepare: 580n },
];

const resolved = (position: LogPosition, n: number) =>
  ({
    event: {
      id: `e${n}`,
      streamId: 'render-1',
      type: 'Step',
      data: { n },
      metadata: {},
      revision: BigInt(n),
      created: new Date('2026-11-23T10:00:00Z'),
      position,
    },
  }) as unknown as AllStreamResolvedEvent;

const atOrAfter = (p: LogPosition, start: LogPosition) =>
  p.commit > start.commit || (p.commit === start.commit && p.prepare >= start.prepare);

/** What the server answers to a forward read of $all from `start`; then what the adapter keeps. */
const readAllAfter = (after: number) => {
  const start = readStartFor(after);
  const keep = afterPosition(after);
  return log
    .map(resolved)
    .filter((r) => start === 'start' || atOrAfter(r.event!.position!, start))
    .flatMap((r) => keep(r) ?? []);
};

describe('EventStoreDB global positions', () => {
  it('when a commit holds several events, then each gets its own position, increasing in $all order', () => {
    const positions = readAllAfter(-1).map((e) => e.globalPosition);

    expect(new Set(positions).size).toBe(log.length);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it.each([0, 1, 2, 3, 4])(
    'when reading on after the event at index %i, then exactly the later events come, in order',
    (i) => {
      const all = readAllAfter(-1);

      const rest = readAllAfter(all[i]!.globalPosition);

      expect(rest.map((e) => e.id)).toEqual(all.slice(i + 1).map((e) => e.id));
    },
  );

  it('when a position is encoded, then commit and index come back from it', () => {
    const position = encodePosition(123_456_789_012n, 7);

    expect(decodePosition(position)).toEqual({ commit: 123_456_789_012n, index: 7 });
    expect(readStartFor(position)).toEqual({ commit: 123_456_789_012n, prepare: 0n });
    expect(readStartFor(-1)).toBe('start');
  });

  it('when a commit or an index does not fit in a safe integer, then encoding refuses it', () => {
    expect(() => encodePosition(2n ** 44n, 0)).toThrow(RangeError);
    expect(() => encodePosition(1n, EVENTS_PER_COMMIT)).toThrow(RangeError);
    expect(encodePosition(2n ** 43n - 1n, EVENTS_PER_COMMIT - 1)).toBeLessThanOrEqual(
      Number.MAX_SAFE_INTEGER,
    );
  });
});
