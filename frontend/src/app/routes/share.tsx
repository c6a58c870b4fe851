import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { PublicHeader } from '../../components/layouts/public-header';
import { SiteFooter } from '../../components/layouts/site-footer';
import { PRODUCT_NAME } from '../../config/constants';
import { useSharedRender } from '../../features/sharing/api/get-shared-render';
import { ShareNotFound } from '../../features/sharing/components/share-not-found';
import { SharedResult } from '../../features/sharing/components/shared-result';

/** SPEC §2 /share/{shareToken}: public, signed in or not. */
export function ShareRoute() {
  const { shareToken = '' } = useParams();
  const shared = useSharedRender(shareToken);
  const title = shared.data
    ? `${shared.data.scheme.name} · Paint Visualization Result · ${PRODUCT_NAME}`
    : `Paint Visualization · ${PRODUCT_NAME}`;
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', overflowX: 'clip' }}>
      <title>{title}</title>
      <PublicHeader anchorBase="/" showHomeLink />
      <Container component="main" maxWidth="md" sx={{ flexGrow: 1, py: { xs: 3, md: 5 } }}>
        {shared.isPending ? (
          <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
            <CircularProgress aria-label="Loading the visualization" />
          </Box>
        ) : shared.data ? (
          <SharedResult shared={shared.data} shareToken={shareToken} />
        ) : (
          <ShareNotFound />
        )}
      </Container>
      <SiteFooter />
    </Box>
  );
}
