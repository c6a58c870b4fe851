import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type Swatch = { hex: string; label: string };
export type SchemeSwatches = { body: Swatch; trim: Swatch; accent: Swatch };

const SURFACES = [
  ['body', 'Body'],
  ['trim', 'Trim'],
  ['accent', 'Accent'],
] as const;

/** Body, trim and accent paints: a chip and its name each ('SW 7015 Repose Gray'). */
export function PaintSwatches({
  swatches,
  dense = false,
}: {
  swatches: SchemeSwatches;
  dense?: boolean;
}) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: dense ? 0.5 : 1,
        gridTemplateColumns: dense
          ? 'minmax(0, 1fr)'
          : { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {SURFACES.map(([surface, name]) => {
        const { hex, label } = swatches[surface];
        return (
          <Box
            component="li"
            key={surface}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
          >
            <Box
              component="span"
              aria-hidden
              style={{ backgroundColor: hex }}
              sx={{
                flexShrink: 0,
                width: dense ? 20 : 32,
                height: dense ? 20 : 32,
                borderRadius: 1.5,
                border: 1,
                borderColor: 'rgba(0, 0, 0, 0.16)',
              }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography
                component="span"
                sx={{
                  display: 'block',
                  fontSize: dense ? '0.75rem' : '0.8rem',
                  color: 'text.secondary',
                  lineHeight: 1.2,
                }}
              >
                {name}
              </Typography>
              <Typography
                component="span"
                sx={{
                  display: 'block',
                  fontSize: dense ? '0.8rem' : '0.9rem',
                  fontWeight: 600,
                  lineHeight: 1.3,
                  overflowWrap: 'anywhere',
                }}
              >
                {label}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
