import type { FocusEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import OutlinedInput from '@mui/material/OutlinedInput';

/** The fallback when the link cannot be copied: 'Share link ready' with the link to select. */
export function ShareLinkDialog({ link, onClose }: { link: string | null; onClose: () => void }) {
  return (
    <Dialog
      open={link !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="share-link-ready-title"
    >
      <DialogTitle id="share-link-ready-title">Share link ready</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Copy this link and send it to anyone: they can see the result without signing in.
        </DialogContentText>
        <OutlinedInput
          value={link ?? ''}
          fullWidth
          autoFocus
          readOnly
          onFocus={(e: FocusEvent<HTMLInputElement>) => e.target.select()}
          inputProps={{ 'aria-label': 'Share link' }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} variant="contained">
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
