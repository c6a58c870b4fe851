import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export type Address = { address: string; city: string; zipCode: string };

type AddressStepProps = {
  value: Address;
  onChange: (value: Address) => void;
  onSave: () => void;
  onSkip: () => void;
  pending: boolean;
};

/** Address, city and ZIP code are optional, with no format or length checks. */
export function AddressStep({ value, onChange, onSave, onSkip, pending }: AddressStepProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSave();
  };
  const field = (key: keyof Address) => ({
    value: value[key],
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...value, [key]: event.target.value }),
    disabled: pending,
    fullWidth: true,
  });
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 0.5 }}>
        What's your address? (Optional)
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        It helps us suggest colors that suit your area.
      </Typography>
      <Stack spacing={2}>
        <TextField label="Street Address" autoComplete="street-address" {...field('address')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label="City" autoComplete="address-level2" {...field('city')} />
          <TextField
            label="ZIP Code"
            autoComplete="postal-code"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...field('zipCode')}
            sx={{ maxWidth: { sm: 180 } }}
          />
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
        <Button variant="outlined" size="large" fullWidth disabled={pending} onClick={onSkip}>
          Skip for Now
        </Button>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={pending}>
          {pending ? 'Saving...' : 'Save & Continue'}
        </Button>
      </Stack>
    </Box>
  );
}
