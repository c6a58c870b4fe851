import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '../../config/constants';

export function SiteFooter() {
  return (
    <Box
      component="footer"
      sx={{ py: 4, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          © {new Date().getFullYear()} {PRODUCT_NAME}. See your home in a new color before you
          paint.
        </Typography>
      </Container>
    </Box>
  );
}
