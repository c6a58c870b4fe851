/** Where the evaluation scripts find the shared data: `../shared/data` beside the checkout. */
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** A path under `../shared/data/` relative to the repository (never one machine's absolute path). */
export const sharedData = (...parts: string[]): string =>
  path.resolve(REPO_ROOT, '..', 'shared', 'data', ...parts);
