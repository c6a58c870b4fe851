import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import GoogleIcon from '@mui/icons-material/Google';
import { PRODUCT_NAME } from '../../../config/constants';
import { serverPaths } from '../../../config/paths';
import { assignLocation } from '../../../lib/browser';

type SignInDialogProps = { open: boolean; onClose: () => void };

// The policy pages do not exist yet: the links lead nowhere.
const stay = (event: MouseEvent) => event.preventDefault();

/** 'Welcome Back': sign-in is by Google only, a full navigation to /auth/google. */
export function SignInDialog({ open, onClose }: SignInDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="sign-in-title">
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8, color: 'text.secondary' }}
      >
        <CloseIcon />
      </IconButton>
      <DialogTitle
        id="sign-in-title"
        sx={{ textAlign: 'center', pt: 4, fontSize: '1.5rem', fontWeight: 800 }}
      >
        Welcome Back
      </DialogTitle>
      <DialogContent sx={{ pb: 4 }}>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
          Sign in to {PRODUCT_NAME} to visualize new paint colors on your home.
        </Typography>
        <Button
          fullWidth
          size="large"
          variant="outlined"
          startIcon={<GoogleIcon />}
          onClick={() => assignLocation(serverPaths.googleSignIn)}
          sx={{ color: 'text.primary', borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          Continue with Google
        </Button>
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Typography variant="caption" color="text.secondary">
            By signing in, you agree to our{' '}
            <Link href="#" onClick={stay}>
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link href="#" onClick={stay}>
              Privacy Policy
            </Link>
            .
          </Typography>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
