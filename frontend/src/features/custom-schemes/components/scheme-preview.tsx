import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ColorSwatch } from '../../../components/ui/color-swatch';
import type { ColorChoice } from '../utils/scheme-form';

type SchemePreviewProps = {
  name: string;
  manufacturer: string;
  body?: ColorChoice;
  trim?: ColorChoice;
  accent?: ColorChoice;
};

const PLACEHOLDER_HEX = '#F1F3F2';

/**
 * SPEC §2 live preview: Main Body, Trim and Accent swatches with their colour names (or 'Select
 * body color' …); once a name is entered, the name and 'manufacturer • Custom HOA Scheme'.
 */
export function SchemePreview({ name, manufacturer, body, trim, accent }: SchemePreviewProps) {
  const rows = [
    { label: 'Main Body', choice: body, placeholder: 'Select body color' },
    { label: 'Trim', choice: trim, placeholder: 'Select trim color' },
    { label: 'Accent', choice: accent, placeholder: 'Select accent color' },
  ];
  const title = name.trim();
  return (
    <Box component="section" aria-labelledby="preview-heading">
      <Typography id="preview-heading" variant="h2" sx={{ fontSize: '1.1rem', mb: 2 }}>
        Live Preview
      </Typography>
      {title && (
        <Box sx={{ mb: 2 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {`${manufacturer || 'Custom'} • Custom HOA Scheme`}
          </Typography>
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {rows.map(({ label, choice, placeholder }) => (
          <Box key={label} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <ColorSwatch hex={choice?.rgb ?? PLACEHOLDER_HEX} size={44} title={`${label} color`} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography sx={{ fontWeight: choice ? 700 : 400, overflowWrap: 'anywhere' }}>
                {choice ? choice.label : placeholder}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
