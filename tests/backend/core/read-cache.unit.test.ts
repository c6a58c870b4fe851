import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { createReadCache, sharedFreshRead } from '../../../backend/core/read-cache.ts';

/** A read whose answers the test hands out one by one. */
const controlledRead = () => {
  const pending: ((value: number) => void)[] = [];
  let started = 0;
  const read = () => {
    started++;
    return new Promise<number>((resolve) => pending.push(resolve));
  };
  return { read, started: () => started, answer: (value: number) => pending.shift()!(value) };
};
const request = () => ({}) as Request;

describe('sharedFreshRead', () => {
  it('when callers arrive while a read is running, then they share the next read, not the running one', async () => {
    const r = controlledRead();
    const shared = sharedFreshRead(r.read);
    const first = shared();
    const second = shared();
    const third = shared();
    expect(r.started()).toBe(1);

    r.answer(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(r.started()).toBe(2);
    r.answer(2);

    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('when a read fails, then its callers see the error and the next caller starts a new read', async () => {
    let n = 0;
    const shared = sharedFreshRead(async () => {
      if (++n === 1) throw new Error('database down');
      return n;
    });

    await expect(shared()).rejects.toThrow('database down');
    expect(await shared()).toBe(2);
  });
});

describe('createReadCache', () => {
  it('when the read side has not moved, then the answer is built once; when it moves, it is built again', async () => {
    let position = 10;
    const cache = createReadCache(async () => position);
    const reads = cache.reads<string>(10);
    let builds = 0;
    const build = async () => `answer ${++builds} at ${position}`;

    expect(await reads(request(), 'k', build)).toBe('answer 1 at 10');
    expect(await reads(request(), 'k', build)).toBe('answer 1 at 10');
    position = 11;
    expect(await reads(request(), 'k', build)).toBe('answer 2 at 11');
    expect(builds).toBe(2);
  });

  it('when one request asks twice, then the position is read once for it', async () => {
    let positionReads = 0;
    const cache = createReadCache(async () => ++positionReads);
    const req = request();

    await cache.reads<number>(5)(req, 'a', async () => 1);
    await cache.reads<number>(5)(req, 'b', async () => 2);

    expect(positionReads).toBe(1);
  });

  it('when a build fails, then it is not kept', async () => {
    const reads = createReadCache(async () => 1).reads<string>(10);

    await expect(reads(request(), 'k', () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    await new Promise((r) => setImmediate(r));

    expect(await reads(request(), 'k', async () => 'fine')).toBe('fine');
  });

  it('when more keys are cached than allowed, then the oldest is dropped', async () => {
    const reads = createReadCache(async () => 1).reads<string>(2);
    let builds = 0;
    const build = async () => `b${++builds}`;
    await reads(request(), 'one', build);
    await reads(request(), 'two', build);
    await reads(request(), 'three', build);

    expect(await reads(request(), 'three', build)).toBe('b3');
    expect(await reads(request(), 'one', build)).toBe('b4');
  });
});
