import { Piscina } from 'piscina';
import { threadEntry } from '../../core/server-build.ts';
import type { AnalyzeOptions, SurfaceMasks } from '../vision/index.ts';
import type { PaintColors } from '../../ports/image-renderer.ts';
import type { AnalyzeAnswer, RenderAnswer, VisionTask } from './vision.worker.ts';

/**
 * One worker thread for the vision engine: on two cores the main thread keeps the other for
 * HTTP, and onnxruntime already uses two threads inside an analysis. Its models stay loaded
 * while it is busy at least once every few minutes.
 */
const POOL = { minThreads: 0, maxThreads: 1, idleTimeout: 300_000 };

let pool: Piscina | undefined;

const workerPool = (): Piscina => {
  // The compiled worker in the compiled server, else the TypeScript file with tsx's hook.
  pool ??= new Piscina({ ...POOL, ...threadEntry(new URL('./vision.worker.ts', import.meta.url)) });
  return pool;
};

const run = async <T>(task: VisionTask, transfer: ArrayBufferLike[]): Promise<T> =>
  (await workerPool().run(task, { transferList: transfer as ArrayBuffer[] })) as T;

/** A copy of the bytes that can be moved to the worker (the caller keeps its own buffer). */
const movable = (bytes: Buffer): Uint8Array => Uint8Array.from(bytes);

/** analyzeSurfaces() in the worker thread (colours, masks and style; no coverage). */
export const analyzeSurfacesOffThread = async (image: Buffer, opts: AnalyzeOptions = {}) => {
  const bytes = movable(image);
  const answer = await run<AnalyzeAnswer>({ kind: 'analyze', image: bytes }, [bytes.buffer]);
  if (answer.fallback) opts.onFallback?.(new Error(answer.fallback));
  return answer;
};

/** recolor() in the worker thread. */
export const recolorOffThread = async (
  image: Buffer,
  masks: SurfaceMasks,
  colors: Partial<PaintColors>,
): Promise<Buffer> => {
  const bytes = movable(image);
  const answer = await run<RenderAnswer>({ kind: 'render', image: bytes, masks, colors }, [
    bytes.buffer,
  ]);
  return Buffer.from(answer.jpeg.buffer, answer.jpeg.byteOffset, answer.jpeg.byteLength);
};

/** Ends the worker thread (shutdown and tests; an idle one also ends by itself). */
export const closeVisionPool = async (): Promise<void> => {
  const current = pool;
  pool = undefined;
  await current?.close({ force: true });
};
