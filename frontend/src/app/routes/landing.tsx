import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PublicHeader } from '../../components/layouts/public-header';
import { SiteFooter } from '../../components/layouts/site-footer';
import { PRODUCT_NAME } from '../../config/constants';
import { SignInDialog } from '../../features/auth/components/sign-in-dialog';
import { FeaturesSection } from '../../features/marketing/components/features-section';
import { HeroSection } from '../../features/marketing/components/hero-section';
import { PartnersSection } from '../../features/marketing/components/partners-section';

/** The signed-out landing page (SPEC §2). */
export function LandingRoute() {
  const [signInOpen, setSignInOpen] = useState(false);
  const { hash } = useLocation();

  // Arriving from another page at /#features or /#partners: scroll once rendered.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView?.();
  }, [hash]);

  const openSignIn = () => setSignInOpen(true);
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <title>{`${PRODUCT_NAME} · Visualize Your Perfect Paint Colors`}</title>
      <PublicHeader
        end={
          <Button variant="contained" onClick={openSignIn}>
            Sign In
          </Button>
        }
      />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <HeroSection onStart={openSignIn} />
        <FeaturesSection />
        <PartnersSection />
      </Box>
      <SiteFooter />
      <SignInDialog open={signInOpen} onClose={() => setSignInOpen(false)} />
    </Box>
  );
}
