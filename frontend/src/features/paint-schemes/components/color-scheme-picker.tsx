import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SURFACES, type ColorOptions, type ColorSelection, type Surface } from '../types';
import { clampSelection, hasAnyOptions, hasChoice } from '../utils/color-options';
import { ColorOptionList } from './color-option-list';
import { ColorSwatch } from '../../../components/ui/color-swatch';

/** SPEC §3: the picker's fallback swatch colour. */
export const FALLBACK_SWATCH = '#cccccc';

/** SPEC §9: names shown when a colour name is not found. */
export const FALLBACK_COLOR_NAMES: Record<Surface, string> = {
  body: 'Body Color',
  trim: 'Trim Color',
  accent: 'Accent Color',
};

const LIST_LABELS: Record<Surface, string> = { body: 'Body', trim: 'Trim', accent: 'Accent' };

export type ColorSchemePickerProps = {
  schemeId: string;
  schemeName?: string | null;
  manufacturer?: string | null;
  colorOptions: ColorOptions;
  /** Indexes into each list; clamped to the last valid index, 0 by default. */
  currentSelections?: Partial<ColorSelection> | null;
  /** Called with the full selection whenever an option is clicked. */
  onSelectionChange?: (selection: ColorSelection) => void;
  /** Without it there is no apply button. */
  onApply?: (selection: ColorSelection) => void;
  /** Shows 'Updating...' on the apply button. */
  isLoading?: boolean;
};

/** The colour picker of one scheme (SPEC §2 Colour scheme picker, §4, §5). */
export function ColorSchemePicker({
  schemeId,
  schemeName,
  manufacturer,
  colorOptions,
  currentSelections,
  onSelectionChange,
  onApply,
  isLoading = false,
}: ColorSchemePickerProps) {
  // Re-synchronise when the current selections or the options change.
  const syncKey = JSON.stringify([
    currentSelections?.body,
    currentSelections?.trim,
    currentSelections?.accent,
    colorOptions,
  ]);
  const [syncedKey, setSyncedKey] = useState(syncKey);
  const [selection, setSelection] = useState(() => clampSelection(currentSelections, colorOptions));
  if (syncedKey !== syncKey) {
    setSyncedKey(syncKey);
    setSelection(clampSelection(currentSelections, colorOptions));
  }

  if (!hasAnyOptions(colorOptions)) return null;

  const title = schemeName || `Scheme ${schemeId}`;
  const select = (surface: Surface, index: number) => {
    const next = { ...selection, [surface]: index };
    setSelection(next);
    onSelectionChange?.(next);
  };

  return (
    <Box
      component="section"
      aria-label={`Color options for ${title}`}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        p: { xs: 2, md: 3 },
        bgcolor: 'background.default',
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Typography component="h3" sx={{ fontWeight: 800, fontSize: '1.1rem' }}>
            {title}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ letterSpacing: '0.06em', overflowWrap: 'anywhere' }}
          >
            {schemeId.toUpperCase()}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          {SURFACES.map((surface) => {
            const option = colorOptions[surface][selection[surface]];
            return (
              <Box
                key={surface}
                sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: 64 }}
              >
                <ColorSwatch
                  hex={option?.hex ?? FALLBACK_SWATCH}
                  size={32}
                  title={FALLBACK_COLOR_NAMES[surface]}
                />
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ textAlign: 'center', lineHeight: 1.2, mt: 0.5, overflowWrap: 'anywhere' }}
                >
                  {option?.name ?? FALLBACK_COLOR_NAMES[surface]}
                </Typography>
              </Box>
            );
          })}
        </Box>
      </Box>

      <Typography sx={{ fontWeight: 600, mt: 2.5, mb: 1.5 }}>
        Select Colors from Approved Options:
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {SURFACES.map((surface) => (
          <ColorOptionList
            key={surface}
            label={LIST_LABELS[surface]}
            name={`${schemeId}-${surface}`}
            options={colorOptions[surface]}
            selectedIndex={selection[surface]}
            onSelect={(index) => select(surface, index)}
          />
        ))}
      </Box>

      {hasChoice(colorOptions) && onApply && (
        <Button
          variant="contained"
          size="large"
          disabled={isLoading}
          onClick={() => onApply(selection)}
          sx={{ mt: 2.5, width: { xs: '100%', sm: 'auto' } }}
        >
          {isLoading ? 'Updating...' : 'Apply Color Selection'}
        </Button>
      )}
      {manufacturer && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Manufacturer: {manufacturer}
        </Typography>
      )}
    </Box>
  );
}
