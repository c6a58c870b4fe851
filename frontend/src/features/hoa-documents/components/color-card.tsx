import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ColorSwatch } from '../../../components/ui/color-swatch';
import type { ExtractedColor } from '../types';

/** One approved colour: swatch, name, code, brand, the document's own words, and equivalents. */
export function ColorCard({ color }: { color: ExtractedColor }) {
  const title = color.name || color.code;
  return (
    <Card component="article" aria-label={title} sx={{ height: '100%' }}>
      <Box
        aria-hidden
        style={color.rgb ? { backgroundColor: color.rgb } : undefined}
        sx={{
          height: 72,
          display: 'grid',
          placeItems: 'center',
          bgcolor: color.rgb ? undefined : 'background.default',
          borderBottom: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          fontWeight: 700,
        }}
      >
        {/* SPEC §3: without an rgb value the code stands in for the colour. */}
        {!color.rgb && color.code}
      </Box>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[color.code, color.manufacturer, color.rgb].filter(Boolean).join(' · ')}
        </Typography>
        {color.description && color.description !== title && (
          <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic', overflowWrap: 'anywhere' }}>
            “{color.description}”
          </Typography>
        )}
        {color.equivalents.length > 0 && (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700 }}>
              Closest in other brands
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
              {color.equivalents.map((e) => (
                <Box
                  component="li"
                  key={`${e.manufacturer}-${e.code}`}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
                >
                  <ColorSwatch hex={e.hex} size={18} />
                  <Typography
                    variant="body2"
                    sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {e.manufacturer} {e.code} {e.name}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    title="CIEDE2000 color difference"
                  >
                    ΔE {e.deltaE.toFixed(1)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
