import type { JobDefinition } from '../core/job.ts';

/** Every pg-boss queue this product runs (the photo and render jobs arrive with their issue). */
export const allJobs: readonly JobDefinition[] = [];
