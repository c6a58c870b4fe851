import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import PaletteIcon from '@mui/icons-material/Palette';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { paths } from '../../../config/paths';
import type { HoaDocument } from '../types';
import { StatusBadge } from './status-badge';

export const PROCESSING_FAILED =
  'Document processing failed. Please try uploading again or contact support.';

type DocumentItemProps = {
  document: HoaDocument;
  starting: boolean;
  onStart: () => void;
  onDelete: () => void;
};

const uploadedOn = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `Uploaded ${date.toLocaleDateString()}`;
};

/** One document: its status, what processing found, and what can be done with it now. */
export function DocumentItem({ document, starting, onStart, onDelete }: DocumentItemProps) {
  const { status } = document;
  return (
    <Box
      component="li"
      aria-label={document.fileName}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <DescriptionOutlinedIcon aria-hidden sx={{ color: 'text.secondary' }} />
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {document.fileName}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <StatusBadge status={status} />
          <Typography variant="body2" color="text.secondary">
            {uploadedOn(document.createdAt)}
            {status === 'completed' &&
              ` · ${document.colorCount} ${document.colorCount === 1 ? 'color' : 'colors'} found`}
          </Typography>
        </Box>
        {status === 'failed' && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
            {PROCESSING_FAILED}
            {document.failureReason && ` Reason: ${document.failureReason}`}
          </Typography>
        )}
        {document.limits.map((limit) => (
          <Typography key={limit} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {limit}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
        {(status === 'pending' || status === 'failed') && (
          <Button
            variant="contained"
            size="small"
            startIcon={
              starting ? <CircularProgress size={16} color="inherit" /> : <PlayArrowIcon />
            }
            disabled={starting}
            onClick={onStart}
          >
            Start Processing
          </Button>
        )}
        {status === 'processing' && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} aria-hidden />
            <Typography variant="body2">Processing...</Typography>
            <Button component={RouterLink} to={paths.hoaSchemes.getHref(document.id)} size="small">
              View Progress
            </Button>
          </Box>
        )}
        {status === 'completed' && (
          <Button
            component={RouterLink}
            to={paths.hoaSchemes.getHref(document.id)}
            variant="contained"
            size="small"
            startIcon={<PaletteIcon />}
          >
            View Color Schemes
          </Button>
        )}
        <IconButton aria-label={`Delete ${document.fileName}`} onClick={onDelete}>
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
