import type { Clock } from '../core/clock.ts';
import type { EventStore } from '../core/event-store.ts';
import type { JobDefinition, JobQueue } from '../core/job.ts';
import type { Logger } from '../core/logger.ts';
import type { Projection } from '../core/projection.ts';
import type { ColourExtractor } from '../ports/colour-extractor.ts';
import type { DocumentTextReader } from '../ports/document-text.ts';
import type { ImageAnalyzer } from '../ports/image-analyzer.ts';
import type { ImageRenderer } from '../ports/image-renderer.ts';
import type { ObjectStorage } from '../ports/object-storage.ts';
import type { SurfaceEditor } from '../ports/surface-editor.ts';
import { analyzePhotoJob, analyzePhotoTrigger } from '../../jobs/analyze-photo/index.ts';
import {
  parseHoaDocumentJob,
  parseHoaDocumentTrigger,
} from '../../jobs/parse-hoa-document/index.ts';
import { reconcileCreditsJob } from '../../jobs/reconcile-credits/index.ts';
import { renderImageJob, renderImageTrigger } from '../../jobs/render-image/index.ts';
import { refundFailedRender } from '../../modules/renders/index.ts';
import { settlePurchases } from '../../modules/billing/index.ts';

export type JobDeps = {
  store: EventStore;
  storage: ObjectStorage;
  analyzer: ImageAnalyzer;
  renderer: ImageRenderer;
  surfaces: SurfaceEditor;
  documentReader: DocumentTextReader;
  colourExtractor: ColourExtractor;
  clock: Clock;
  logger: Logger;
  findOrphanCredits: (olderThan: Date) => Promise<{ renderId: string; userId: string }[]>;
};

/** Every pg-boss queue this product runs. */
export const allJobs = (deps: JobDeps): JobDefinition[] => [
  analyzePhotoJob(deps),
  renderImageJob(deps),
  reconcileCreditsJob(deps),
  parseHoaDocumentJob(deps),
];

/** Reactors: job triggers and cross-module reactions, run by the projection runner. */
export const allReactors = (
  queue: Pick<JobQueue, 'send'>,
  deps: Pick<JobDeps, 'store' | 'clock'>,
): Projection[] => [
  analyzePhotoTrigger(queue),
  renderImageTrigger(queue, deps.store),
  refundFailedRender(deps.store, deps.clock),
  settlePurchases(deps.store, deps.clock),
  parseHoaDocumentTrigger(queue),
];
