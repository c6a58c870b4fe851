import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import { paths } from '../../../config/paths';
import { useCreateCustomScheme } from '../api/create-custom-scheme';
import type { SchemeForm } from '../types';
import {
  EMPTY_FORM,
  toPayload,
  validateForm,
  type ColorChoice,
  type FormErrors,
} from '../utils/scheme-form';
import { ColorSelect } from './color-select';
import { SchemePreview } from './scheme-preview';

type CustomSchemeBuilderProps = {
  documentId: string;
  choices: ColorChoice[];
  manufacturers: string[];
};

const COLOR_FIELDS = [
  { field: 'bodyColor', label: 'Main Body Color' },
  { field: 'trimColor', label: 'Trim Color' },
  { field: 'accentColor', label: 'Accent Color' },
] as const;

/** SPEC §2 builder form: name, manufacturer, three colours, a live preview, save or cancel. */
export function CustomSchemeBuilder({
  documentId,
  choices,
  manufacturers,
}: CustomSchemeBuilderProps) {
  const [form, setForm] = useState<SchemeForm>({
    ...EMPTY_FORM,
    manufacturer: manufacturers.length === 1 ? manufacturers[0]! : '',
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateCustomScheme();
  const choice = (value: string) => choices.find((c) => c.value === value);

  const change = (field: keyof SchemeForm, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (submitted) setErrors(validateForm(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate({ documentId, payload: toPayload(form, choices) });
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Card>
        <CardContent
          component="form"
          noValidate
          onSubmit={submit}
          aria-label="Custom scheme"
          sx={{ p: { xs: 2.5, md: 4 }, display: 'grid', gap: 2.5 }}
        >
          <TextField
            label="Scheme Name"
            placeholder="e.g., Modern Sage & Cream"
            value={form.name}
            onChange={(event) => change('name', event.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            fullWidth
          />
          <FormControl fullWidth error={Boolean(errors.manufacturer)}>
            <InputLabel id="manufacturer-label">Paint Manufacturer</InputLabel>
            <Select
              labelId="manufacturer-label"
              label="Paint Manufacturer"
              value={form.manufacturer}
              onChange={(event) => change('manufacturer', event.target.value)}
            >
              {manufacturers.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </Select>
            {errors.manufacturer && <FormHelperText>{errors.manufacturer}</FormHelperText>}
          </FormControl>
          {COLOR_FIELDS.map(({ field, label }) => (
            <ColorSelect
              key={field}
              label={label}
              value={form[field]}
              choices={choices}
              error={errors[field]}
              onChange={(value) => change(field, value)}
            />
          ))}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button type="submit" variant="contained" size="large" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Save Custom Scheme'}
            </Button>
            <Button component={RouterLink} to={paths.dashboard.getHref()} size="large">
              Cancel
            </Button>
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
          <SchemePreview
            name={form.name}
            manufacturer={form.manufacturer}
            body={choice(form.bodyColor)}
            trim={choice(form.trimColor)}
            accent={choice(form.accentColor)}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
