/**
 * A bounds-checked reader of ISO base media file format boxes (ISO/IEC 14496-12), the container
 * of HEIF/HEIC. It reads headers only: every offset is checked against the buffer, so a damaged
 * or hostile file is refused with a MalformedBoxError instead of being trusted.
 */
export class MalformedBoxError extends Error {}

export type Box = {
  type: string;
  /** Offset of the box's first byte. */
  start: number;
  /** Offset of the first byte of its payload (after size, type, largesize and uuid). */
  body: number;
  /** Offset just past the box. */
  end: number;
};

const MAX_BOXES = 100_000;

/** The boxes laid end to end in buf[start, end). */
export const childBoxes = (buf: Buffer, start: number, end: number): Box[] => {
  const boxes: Box[] = [];
  let at = start;
  while (at < end) {
    if (boxes.length >= MAX_BOXES) throw new MalformedBoxError('too many boxes');
    if (at + 8 > end) throw new MalformedBoxError('truncated box header');
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    let body = at + 8;
    if (size === 1) {
      if (body + 8 > end) throw new MalformedBoxError('truncated largesize');
      const large = buf.readBigUInt64BE(body);
      if (large > BigInt(end - at)) throw new MalformedBoxError(`box ${type} overruns its parent`);
      size = Number(large);
      body += 8;
    } else if (size === 0) {
      size = end - at; // "extends to the end of the file"
    }
    if (type === 'uuid') body += 16;
    if (size < body - at || at + size > end)
      throw new MalformedBoxError(`box ${type} has an impossible size`);
    boxes.push({ type, start: at, body, end: at + size });
    at += size;
  }
  return boxes;
};

/** Reads fields of one box's payload in order, refusing to read past the box. */
export class BoxReader {
  constructor(
    private readonly buf: Buffer,
    private at: number,
    private readonly end: number,
  ) {}

  static of(buf: Buffer, box: Box): BoxReader {
    return new BoxReader(buf, box.body, box.end);
  }

  get position(): number {
    return this.at;
  }

  private take(n: number): number {
    if (this.at + n > this.end) throw new MalformedBoxError('field past the end of its box');
    const at = this.at;
    this.at += n;
    return at;
  }

  /** An unsigned big-endian integer of 0, 1, 2, 4 or 8 bytes. */
  uint(bytes: number): number {
    if (bytes === 0) return 0;
    const at = this.take(bytes);
    if (bytes === 1) return this.buf.readUInt8(at);
    if (bytes === 2) return this.buf.readUInt16BE(at);
    if (bytes === 4) return this.buf.readUInt32BE(at);
    if (bytes === 8) {
      const value = this.buf.readBigUInt64BE(at);
      if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new MalformedBoxError('value too large');
      return Number(value);
    }
    throw new MalformedBoxError(`unsupported field width ${bytes}`);
  }

  fourcc(): string {
    const at = this.take(4);
    return this.buf.toString('latin1', at, at + 4);
  }

  /** version (8 bits) and flags (24 bits) of a FullBox. */
  fullBoxHeader(): { version: number; flags: number } {
    const word = this.uint(4);
    return { version: word >>> 24, flags: word & 0xffffff };
  }
}
