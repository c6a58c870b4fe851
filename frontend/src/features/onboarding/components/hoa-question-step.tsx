import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

type HoaQuestionStepProps = {
  hoaRequired: boolean | null;
  onChange: (hoaRequired: boolean) => void;
  onContinue: () => void;
};

const options = [
  { value: 'yes', label: 'Yes, I need HOA-approved colors' },
  { value: 'no', label: 'No, I can use any colors' },
] as const;

export function HoaQuestionStep({ hoaRequired, onChange, onContinue }: HoaQuestionStepProps) {
  const value = hoaRequired === null ? '' : hoaRequired ? 'yes' : 'no';
  return (
    <Box>
      <FormControl component="fieldset" sx={{ width: '100%' }}>
        <FormLabel
          component="legend"
          sx={{
            color: 'text.primary',
            fontWeight: 700,
            fontSize: '1.1rem',
            mb: 2,
            '&.Mui-focused': { color: 'text.primary' },
          }}
        >
          Do you live in a neighborhood that needs HOA paint approval?
        </FormLabel>
        <RadioGroup
          value={value}
          onChange={(event) => onChange(event.target.value === 'yes')}
          sx={{ gap: 1.5 }}
        >
          {options.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio />}
              label={option.label}
              sx={{
                m: 0,
                px: 1,
                py: 1,
                border: 2,
                borderRadius: 2,
                borderColor: value === option.value ? 'primary.main' : 'divider',
                bgcolor: value === option.value ? 'action.hover' : 'background.paper',
                '& .MuiFormControlLabel-label': { fontWeight: 600 },
              }}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={hoaRequired === null}
        onClick={onContinue}
        sx={{ mt: 3 }}
      >
        Continue
      </Button>
    </Box>
  );
}
