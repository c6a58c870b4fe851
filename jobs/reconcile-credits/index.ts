export {
  reconcileCreditsJob,
  RECONCILE_CREDITS,
  ORPHAN_AFTER_MS,
} from './reconcile-credits.job.ts';
