import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { paths } from '../../../config/paths';

/** A missing, malformed or deleted share link (SPEC §2, §8). */
export function ShareNotFound() {
  return (
    <Box
      sx={{
        textAlign: 'center',
        maxWidth: 460,
        mx: 'auto',
        py: { xs: 6, md: 10 },
        display: 'grid',
        justifyItems: 'center',
        gap: 2,
      }}
    >
      <LinkOffIcon sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        Paint Visualization Not Found
      </Typography>
      <Typography color="text.secondary">
        This link is not valid, or its owner has deleted the visualization.
      </Typography>
      <Button component={RouterLink} to={paths.home.getHref()} variant="contained" size="large">
        Go to Home Page
      </Button>
    </Box>
  );
}
