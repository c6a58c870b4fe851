/**
 * EventStoreDB places each event of $all at {commit, prepare}, ordered by commit then prepare.
 * The events of one commit can share its commit position (they differ by prepare position), so
 * the commit position alone does not tell them apart. The port's global position is one
 * number, so this adapter encodes
 *
 *     globalPosition = commit × EVENTS_PER_COMMIT + index of the event within its commit
 *
 * which is unique and strictly increasing in $all order, and exact while the log is under
 * 2^53 / EVENTS_PER_COMMIT bytes (8 TiB). The index is counted while reading $all forward from
 * the start of the commit ({commit, prepare: 0}, as the server's own paging does), so every read
 * and subscription begins there and drops what it has already handed out.
 */
export const EVENTS_PER_COMMIT = 1024;
const MAX_COMMIT = BigInt(Math.floor(Number.MAX_SAFE_INTEGER / EVENTS_PER_COMMIT));

export type LogPosition = { commit: bigint; prepare: bigint };

export const encodePosition = (commit: bigint, index: number): number => {
  if (commit < 0n || commit > MAX_COMMIT)
    throw new RangeError(`EventStoreDB commit position ${commit} is beyond the encodable range`);
  if (!Number.isInteger(index) || index < 0 || index >= EVENTS_PER_COMMIT)
    throw new RangeError(`at most ${EVENTS_PER_COMMIT} events fit in one commit`);
  return Number(commit) * EVENTS_PER_COMMIT + index;
};

export const decodePosition = (position: number): { commit: bigint; index: number } => ({
  commit: BigInt(Math.floor(position / EVENTS_PER_COMMIT)),
  index: position % EVENTS_PER_COMMIT,
});

/** Where a forward read must begin to see every event after `position`: its commit's start. */
export const readStartFor = (position: number): LogPosition | 'start' =>
  position < 0 ? 'start' : { commit: decodePosition(position).commit, prepare: 0n };

/**
 * Numbers the events of one forward read of $all, in the order they arrive: the index restarts
 * at every new commit position. The read must begin at readStartFor(…) (or the very start).
 */
export const positionNumberer = () => {
  let commit: bigint | undefined;
  let index = 0;
  return (position: LogPosition): number => {
    index = position.commit === commit ? index + 1 : 0;
    commit = position.commit;
    return encodePosition(position.commit, index);
  };
};
