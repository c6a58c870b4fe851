import type { FocusEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

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
        <TextField
          value={link ?? ''}
          label="Share link"
          fullWidth
          autoFocus
          slotProps={{
            htmlInput: {
              readOnly: true,
              onFocus: (e: FocusEvent<HTMLInputElement>) => e.target.select(),
            },
          }}
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
