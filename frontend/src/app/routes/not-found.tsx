import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';

export function NotFoundRoute() {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
      <title>404 Page Not Found</title>
      <Box sx={{ textAlign: 'center', maxWidth: 440 }}>
        <Typography
          sx={{
            fontSize: { xs: '4rem', md: '6rem' },
            fontWeight: 800,
            color: 'primary.main',
            lineHeight: 1,
          }}
          aria-hidden
        >
          404
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, my: 2 }}>
          404 Page Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          The page you are looking for does not exist or has moved.
        </Typography>
        <Button component={RouterLink} to={paths.home.getHref()} variant="contained" size="large">
          Go Home
        </Button>
      </Box>
    </Box>
  );
}
