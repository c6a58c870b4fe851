import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import type { ColorOption } from '../types';
import { ColorSwatch } from '../../../components/ui/color-swatch';

type ColorOptionListProps = {
  /** 'Body', 'Trim' or 'Accent'. */
  label: string;
  /** Groups the radios; unique per picker and surface. */
  name: string;
  options: ColorOption[];
  selectedIndex: number;
  onSelect: (index: number) => void;
};

/** Accessible name of an option, e.g. 'Body option SW 7015 Repose Gray'. */
export const optionLabel = (label: string, option: ColorOption) =>
  [`${label} option`, option.code, option.name].filter(Boolean).join(' ');

/**
 * One surface's options as radios: a swatch, the code and the optional name;
 * the selected option is highlighted with a check mark.
 */
export function ColorOptionList({
  label,
  name,
  options,
  selectedIndex,
  onSelect,
}: ColorOptionListProps) {
  const headingId = useId();
  if (options.length === 0) return null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h4" sx={{ fontWeight: 700, fontSize: '0.9rem', mb: 1 }}>
        {label}
      </Typography>
      <Box role="radiogroup" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
        {options.map((option, index) => {
          const selected = index === selectedIndex;
          return (
            <Box
              component="label"
              key={`${index}-${option.code}`}
              data-selected={selected || undefined}
              sx={{
                position: 'relative',
                display: 'flex',
                alignItems: 'center',
                gap: 1.25,
                minHeight: 48,
                px: 1.25,
                py: 0.75,
                border: 2,
                borderRadius: 1.25,
                cursor: 'pointer',
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: selected ? 'action.hover' : 'background.paper',
                '&:hover': { borderColor: selected ? 'primary.main' : 'text.disabled' },
                '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main' },
              }}
            >
              <Box
                component="input"
                type="radio"
                name={name}
                checked={selected}
                onChange={() => onSelect(index)}
                aria-label={optionLabel(label, option)}
                sx={{
                  // Transparent over the whole option, so a click on the radio lands on it.
                  position: 'absolute',
                  inset: 0,
                  width: '100%',
                  height: '100%',
                  m: 0,
                  opacity: 0,
                  cursor: 'pointer',
                  zIndex: 1,
                }}
              />
              <ColorSwatch hex={option.hex} size={28} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 600, fontSize: '0.875rem', lineHeight: 1.3 }}>
                  {option.code}
                </Typography>
                {option.name && (
                  <Typography
                    color="text.secondary"
                    sx={{ fontSize: '0.8rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}
                  >
                    {option.name}
                  </Typography>
                )}
              </Box>
              {selected && <CheckIcon color="primary" fontSize="small" aria-hidden />}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
