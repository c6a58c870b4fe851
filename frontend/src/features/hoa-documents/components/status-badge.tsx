import Chip from '@mui/material/Chip';
import type { HoaDocumentStatus } from '../types';
import { STATUS_LABEL } from '../utils/progress';

const COLOR = {
  pending: 'default',
  processing: 'info',
  completed: 'success',
  failed: 'error',
} as const;

/** The document's status as a badge. */
export function StatusBadge({ status }: { status: HoaDocumentStatus }) {
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      variant={status === 'pending' ? 'outlined' : 'filled'}
      label={STATUS_LABEL[status]}
    />
  );
}
