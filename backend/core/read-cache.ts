import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * `read()` for many concurrent callers at the cost of few queries, without ever answering from
 * a read that started before the caller asked: a caller who arrives while a read is running
 * waits for the next one, which every caller arriving meanwhile shares.
 */
export const sharedFreshRead = <T>(read: () => Promise<T>): (() => Promise<T>) => {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = () => {
    const current = read();
    running = current;
    const done = () => {
      if (running === current) running = undefined;
    };
    current.then(done, done);
    return current;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
};

/** A finished JSON answer: the bytes and their ETag, made once and sent many times. */
export type JsonAnswer = { body: Buffer; etag: string };

export const jsonAnswer = (value: unknown): JsonAnswer => {
  const body = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  return { body, etag: `W/"${body.length.toString(16)}-${hash}"` };
};

/** Sends it, or 304 when the client's If-None-Match already names it. */
export const sendJsonAnswer = (res: Response, answer: JsonAnswer): void => {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('ETag', answer.etag);
  res.send(answer.body);
};

/** Cached answers of one kind, by key (at most `maxEntries`; the oldest go first). */
export type CachedReads<V> = (req: Request, key: string, build: () => Promise<V>) => Promise<V>;

/**
 * Answers of the read models, kept in this process until the read side moves. Every request
 * reads the read side's position from PostgreSQL once (`readPosition`, after the request
 * arrived, shared by concurrent requests); a cached answer built at that position or later is
 * still what the tables say, since every projected event moves the position. So a write that
 * another process (or this one) acknowledged is seen by the next read here, and a sign-out or
 * a deletion takes effect at once.
 */
export type ReadCache = {
  /** The request's position, read once for it (the hot-read replay reads it with the raw request, before Express). */
  positionFor: (req: object) => Promise<number>;
  reads: <V>(maxEntries: number) => CachedReads<V>;
};

/** `readPosition` must answer from a read that began after the call (see sharedFreshRead). */
export const createReadCache = (readPosition: () => Promise<number>): ReadCache => {
  const positions = new WeakMap<object, Promise<number>>();
  const positionFor = (req: object) => {
    let position = positions.get(req);
    if (!position) positions.set(req, (position = readPosition()));
    return position;
  };
  const reads = <V>(maxEntries: number): CachedReads<V> => {
    const entries = new Map<string, { position: number; value: Promise<V> }>();
    return async (req, key, build) => {
      const position = await positionFor(req);
      const hit = entries.get(key);
      if (hit && hit.position >= position) return hit.value;
      const value = build();
      entries.delete(key);
      entries.set(key, { position, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    };
  };
  return { positionFor, reads };
};
