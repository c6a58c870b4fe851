import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { SURFACES, type ColorOptions, type ColorSelection, type Scheme } from '../types';
import { MISSING_HEX } from '../utils/normalize-scheme';
import { schemeDisplayName } from '../utils/group-schemes';
import { ColorSwatch } from '../../../components/ui/color-swatch';

type SchemeCardProps = {
  scheme: Scheme;
  options: ColorOptions;
  selection: ColorSelection;
  selected: boolean;
  onSelect: () => void;
};

/**
 * A choosable scheme: name, code, manufacturer and its three current colours. The button is
 * named by its whole text, so saying the words it shows presses it (voice control).
 */
export function SchemeCard({ scheme, options, selection, selected, onSelect }: SchemeCardProps) {
  const details = [scheme.schemeCode, scheme.manufacturer].filter(Boolean).join(' · ');
  return (
    <ButtonBase
      onClick={onSelect}
      aria-pressed={selected}
      sx={{
        width: '100%',
        minWidth: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        textAlign: 'left',
        p: 1.5,
        border: 2,
        borderRadius: 1.5,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'action.hover' : 'background.paper',
        transition: 'border-color 120ms',
        '&:hover': { borderColor: selected ? 'primary.main' : 'text.disabled' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          sx={{ fontWeight: 700, fontSize: '0.95rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          {schemeDisplayName(scheme)}
        </Typography>
        {details && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ fontSize: '0.8rem', overflowWrap: 'anywhere' }}
          >
            {details}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 0.75, mt: 1 }}>
          {SURFACES.map((surface) => (
            <ColorSwatch
              key={surface}
              hex={options[surface][selection[surface]]?.hex ?? MISSING_HEX}
              size={22}
            />
          ))}
        </Box>
      </Box>
      {selected && <CheckCircleIcon color="primary" aria-hidden />}
    </ButtonBase>
  );
}
