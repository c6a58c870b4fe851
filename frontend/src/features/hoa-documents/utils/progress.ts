import { HOA_PROGRESS } from '../../../config/constants';
import type { HoaDocumentStatus } from '../types';

/** SPEC §4: pending 10, processing 60, completed 100, failed 0. */
export const statusProgress = (status: HoaDocumentStatus): number => HOA_PROGRESS[status];

export const STATUS_LABEL: Record<HoaDocumentStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};
