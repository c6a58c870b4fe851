import { threadId } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { analyzeSurfaces, recolor } from '../vision/index.ts';
import type { PaintColors, SurfaceMasks } from '../vision/index.ts';

/**
 * Runs in a worker thread (vision-pool.ts): the vision engine's pixel work, so that a 12 MP
 * analysis or render never holds the server's event loop. Masks and JPEGs come back moved, not
 * copied.
 */
export type VisionTask =
  | { kind: 'analyze'; image: Uint8Array }
  | { kind: 'render'; image: Uint8Array; masks: SurfaceMasks; colors: Partial<PaintColors> };

export type AnalyzeAnswer = {
  masks: SurfaceMasks;
  colors: Partial<PaintColors>;
  style?: string;
  /** The worker thread that did the work (logs, tests). */
  thread: number;
  /** Why the U-Net could not run (the fallback network answered instead). */
  fallback?: string;
};
export type RenderAnswer = { jpeg: Uint8Array };

const moved = <T extends object>(value: T, buffers: ArrayBufferLike[]) =>
  move({ [transferableSymbol]: buffers, [valueSymbol]: value } as never) as unknown as T;

export default async function runVisionTask(task: VisionTask) {
  const image = Buffer.from(task.image.buffer, task.image.byteOffset, task.image.byteLength);
  if (task.kind === 'render') {
    const jpeg = await recolor(image, task.masks, task.colors);
    const out = new Uint8Array(jpeg.byteLength);
    out.set(jpeg);
    return moved<RenderAnswer>({ jpeg: out }, [out.buffer]);
  }
  let fallback: string | undefined;
  const found = await analyzeSurfaces(image, {
    onFallback: (err) => (fallback = err instanceof Error ? err.message : String(err)),
  });
  const masks: SurfaceMasks = {
    maskWidth: found.masks.maskWidth,
    maskHeight: found.masks.maskHeight,
    mainBody: Uint8Array.from(found.masks.mainBody),
    trim: Uint8Array.from(found.masks.trim),
    accents: Uint8Array.from(found.masks.accents),
  };
  const answer: AnalyzeAnswer = {
    masks,
    colors: found.colors,
    thread: threadId,
    ...(found.style ? { style: found.style } : {}),
    ...(fallback ? { fallback } : {}),
  };
  return moved(answer, [masks.mainBody.buffer, masks.trim.buffer, masks.accents.buffer]);
}
