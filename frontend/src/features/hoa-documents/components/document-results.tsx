import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PaletteIcon from '@mui/icons-material/Palette';
import { LoadingState } from '../../../components/ui/loading-state';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { useDocumentStatus } from '../api/get-document-status';
import { useParseHoaDocument } from '../api/parse-hoa-document';
import { statusProgress } from '../utils/progress';
import { DocumentColors } from './document-colors';
import { PROCESSING_FAILED } from './document-item';
import { StatusBadge } from './status-badge';

/** SPEC §2 'Document Processing Results': status, progress, colours, and the way on. */
export function DocumentResults({ documentId }: { documentId: string }) {
  const status = useDocumentStatus(documentId);
  const parse = useParseHoaDocument();

  if (status.isPending) return <LoadingState label="Loading document status..." />;
  if (status.isError)
    return (
      <RetryAlert message="Failed to load document status" onRetry={() => void status.refetch()} />
    );

  const document = status.data;
  const progress = statusProgress(document.status);
  const start = (
    <Button variant="contained" disabled={parse.isPending} onClick={() => parse.mutate(documentId)}>
      Start Processing
    </Button>
  );
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {document.fileName}
          </Typography>
          <StatusBadge status={document.status} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label="Processing progress"
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: 40 }}>
            {progress}%
          </Typography>
        </Box>
      </Box>
      {document.status === 'pending' && (
        <Alert severity="info" action={start}>
          This document has not been processed yet.
        </Alert>
      )}
      {document.status === 'processing' && (
        <Alert severity="info">
          Reading your document and finding its approved colors. This usually takes 2-5 minutes.
        </Alert>
      )}
      {document.status === 'failed' && (
        <Alert severity="error" action={start}>
          {PROCESSING_FAILED}
          {document.failureReason && ` Reason: ${document.failureReason}`}
        </Alert>
      )}
      {document.limits.map((limit) => (
        <Alert key={limit} severity="warning">
          {limit}
        </Alert>
      ))}
      {document.status === 'completed' && (
        <>
          <DocumentColors documentId={documentId} />
          {document.hasColors && (
            <Box>
              <Button
                component={RouterLink}
                to={paths.customSchemeNew.getHref(documentId)}
                variant="contained"
                size="large"
                startIcon={<PaletteIcon />}
              >
                Create Custom Paint Scheme
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
