import Button, { type ButtonProps } from '@mui/material/Button';
import LockIcon from '@mui/icons-material/Lock';

/** 'Complete Purchase', the same in both modes; says 'Processing...' while it works. */
export function CompletePurchaseButton({ pending, ...props }: ButtonProps & { pending: boolean }) {
  return (
    <Button
      variant="contained"
      size="large"
      startIcon={<LockIcon />}
      {...props}
      disabled={props.disabled || pending}
    >
      {pending ? 'Processing...' : 'Complete Purchase'}
    </Button>
  );
}
