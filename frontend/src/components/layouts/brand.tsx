import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FormatPaintIcon from '@mui/icons-material/FormatPaint';
import { PRODUCT_NAME } from '../../config/constants';
import { paths } from '../../config/paths';

/** Logo mark and product name, linking home. */
export function Brand() {
  return (
    <Box
      component={RouterLink}
      to={paths.home.getHref()}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        flexShrink: 0,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 34,
          height: 34,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.contrastText',
          background: (t) =>
            `linear-gradient(135deg, ${t.palette.primary.main}, ${t.palette.secondary.main})`,
        }}
      >
        <FormatPaintIcon fontSize="small" />
      </Box>
      <Typography
        component="span"
        sx={{ fontWeight: 800, fontSize: '1.2rem', letterSpacing: '-0.01em' }}
      >
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
