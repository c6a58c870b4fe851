import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PublicHeader } from '../../components/layouts/public-header';
import { SiteFooter } from '../../components/layouts/site-footer';
import { PRODUCT_NAME } from '../../config/constants';
import { PricingPlans } from '../../features/marketing/components/pricing-plans';

export function PricingRoute() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <title>{`Pricing · ${PRODUCT_NAME}`}</title>
      <PublicHeader anchorBase="/" showHomeLink />
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 5, md: 9 } }}>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '2rem', md: '3rem' }, textAlign: 'center', mb: 1.5 }}
        >
          Simple, Transparent Pricing
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ textAlign: 'center', maxWidth: 560, mx: 'auto', mb: { xs: 4, md: 6 } }}
        >
          Try your first render free, then buy renders as you need them. Communities and property
          managers get a plan of their own.
        </Typography>
        <PricingPlans />
      </Container>
      <SiteFooter />
    </Box>
  );
}
