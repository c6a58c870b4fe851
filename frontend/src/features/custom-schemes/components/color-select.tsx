import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { ColorSwatch } from '../../../components/ui/color-swatch';
import type { ColorChoice } from '../utils/scheme-form';

type ColorSelectProps = {
  label: string;
  value: string;
  choices: ColorChoice[];
  error?: string;
  onChange: (value: string) => void;
};

/** A colour select: each option shows a swatch and the colour's name or code (SPEC §2). */
export function ColorSelect({ label, value, choices, error, onChange }: ColorSelectProps) {
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={error ? helperId : undefined}
        renderValue={(selected) => {
          const choice = choices.find((c) => c.value === selected);
          return choice ? <Option choice={choice} /> : '';
        }}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            <Option choice={choice} />
          </MenuItem>
        ))}
      </Select>
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}

function Option({ choice }: { choice: ColorChoice }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <ColorSwatch hex={choice.rgb} size={20} />
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {choice.label}
        {choice.label !== choice.code && (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' '}
            ({choice.code})
          </Box>
        )}
      </Box>
    </Box>
  );
}
