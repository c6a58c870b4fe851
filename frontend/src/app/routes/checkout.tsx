import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { AppHeader } from '../../components/layouts/app-header';
import { PRODUCT_NAME } from '../../config/constants';
import { paths } from '../../config/paths';
import { CheckoutPanel } from '../../features/checkout/components/checkout-panel';

/** SPEC §2 Checkout: 'Purchase More Renders', the offer and the card payment form. */
export function CheckoutRoute() {
  const { user } = useAuth();
  return (
    <Box sx={{ minHeight: '100dvh', overflowX: 'clip' }}>
      <title>{`Purchase More Renders · ${PRODUCT_NAME}`}</title>
      <AppHeader user={user} />
      <Container
        component="main"
        maxWidth="md"
        sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 3 }}
      >
        <Box>
          <Button
            component={RouterLink}
            to={paths.dashboard.getHref()}
            startIcon={<ArrowBackIcon />}
          >
            Back to Dashboard
          </Button>
        </Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.25rem' } }}>
          Purchase More Renders
        </Typography>
        {user && <CheckoutPanel betaTester={user.betaTester} />}
      </Container>
    </Box>
  );
}
