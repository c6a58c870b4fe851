import { Piscina } from 'piscina';
import { ServiceUnavailableError, ValidationError } from '../../core/errors.ts';
import { threadEntry } from '../../core/server-build.ts';
import type { HeicDecoded, HeicDecodeTask } from './heic-decode.worker.ts';
import { checkHeifBounds } from './heif-bounds.ts';
import { MAX_INPUT_PIXELS, UNREADABLE } from './limits.ts';

/** One decode at a time (a 48 MP photo takes about half a gigabyte); a few more may wait. */
const POOL = { maxThreads: 1, maxQueue: 8, idleTimeout: 15_000, niceIncrement: 5 };
/** A decode that takes longer than this is stopped (its worker is terminated). */
const DECODE_TIMEOUT_MS = 60_000;
export const HEIC_BUSY = 'Too many HEIC photos are being converted right now; please try again';

let pool: Piscina | undefined;
/** Decodes started since the process began (a bomb must be refused before it counts). */
let decodesStarted = 0;

const workerPool = (): Piscina => {
  // The compiled worker in the compiled server, else the TypeScript file with tsx's hook.
  pool ??= new Piscina({
    ...POOL,
    ...threadEntry(new URL('./heic-decode.worker.ts', import.meta.url)),
  });
  return pool;
};

export const heicDecodesStarted = (): number => decodesStarted;

/**
 * HEIC → RGBA of its primary image, off the main thread. The file's boxes are checked first
 * (every image within MAX_INPUT_PIXELS), so a bomb is refused before anything is decoded.
 */
export const decodeHeic = async (
  bytes: Buffer,
): Promise<{ data: Buffer; width: number; height: number }> => {
  checkHeifBounds(bytes);
  const task: HeicDecodeTask = { bytes: new Uint8Array(bytes), maxPixels: MAX_INPUT_PIXELS };
  decodesStarted += 1;
  const decoded = (await workerPool()
    .run(task, { signal: AbortSignal.timeout(DECODE_TIMEOUT_MS) })
    .catch((error: unknown) => {
      if (String(error).includes('queue is at limit')) throw new ServiceUnavailableError(HEIC_BUSY);
      throw new ValidationError(UNREADABLE);
    })) as HeicDecoded;
  return { data: Buffer.from(decoded.data), width: decoded.width, height: decoded.height };
};

/** Ends the worker threads (tests and shutdown; idle workers also end by themselves). */
export const closeHeicDecoder = async (): Promise<void> => {
  const current = pool;
  pool = undefined;
  await current?.close({ force: true });
};
