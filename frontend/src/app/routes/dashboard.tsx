import { Link as RouterLink } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DescriptionIcon from '@mui/icons-material/Description';
import LogoutIcon from '@mui/icons-material/Logout';
import { AppHeader } from '../../components/layouts/app-header';
import { PRODUCT_NAME } from '../../config/constants';
import { paths, serverPaths } from '../../config/paths';
import { useCallback } from 'react';
import { userQueryKey } from '../../features/auth/api/get-user';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { usePaymentConfig } from '../../features/checkout/api/get-payment-config';
import { usePaymentReturn } from '../../features/checkout/hooks/use-payment-return';
import { rendersQueryKey } from '../../features/renders/api/get-renders';
import { MyVisualizations } from '../../features/renders/components/my-visualizations';
import { RenderAllowance } from '../../features/renders/components/render-allowance';
import { ShareButton } from '../../features/sharing/components/share-button';

/** SPEC §2 Dashboard: the user's renders, their allowance, and where to go next. */
export function DashboardRoute() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const payments = usePaymentConfig();
  // Back from the card provider (or test mode) with ?payment_intent=…: check and credit.
  usePaymentReturn(
    useCallback(() => queryClient.invalidateQueries({ queryKey: userQueryKey }), [queryClient]),
  );
  return (
    <Box sx={{ minHeight: '100dvh', overflowX: 'clip' }}>
      <title>{`Dashboard · ${PRODUCT_NAME}`}</title>
      <AppHeader user={user} />
      <Container
        component="main"
        maxWidth="lg"
        sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: { xs: 3, md: 4 } }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.25rem' }, flex: 1 }}>
            Dashboard
          </Typography>
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, width: { xs: '100%', sm: 'auto' } }}
          >
            <Button
              component={RouterLink}
              to={paths.visualizer.getHref()}
              variant="contained"
              startIcon={<AddPhotoAlternateIcon />}
              sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
            >
              New Render
            </Button>
            <Button
              component={RouterLink}
              to={paths.hoa.getHref()}
              variant="outlined"
              startIcon={<DescriptionIcon />}
              sx={{ flex: { xs: '2 1 auto', sm: '0 0 auto' }, whiteSpace: 'nowrap' }}
            >
              HOA Doc Upload
            </Button>
            {/* A full navigation: the server ends the session. */}
            <Button
              href={serverPaths.logout}
              variant="outlined"
              color="inherit"
              startIcon={<LogoutIcon />}
              sx={{ flex: { xs: '1 1 auto', sm: '0 0 auto' }, whiteSpace: 'nowrap' }}
            >
              Logout
            </Button>
          </Box>
        </Box>
        {user && (
          <RenderAllowance
            betaTester={user.betaTester}
            remainingRenders={user.remainingRenders}
            purchasing={payments.data?.mode !== 'unavailable'}
          />
        )}
        <MyVisualizations
          shareAction={(render, describedBy) => (
            <ShareButton
              renderId={render.id}
              shareToken={render.shareToken}
              title={render.scheme.name || 'Paint Visualization'}
              variant="outlined"
              size="small"
              aria-describedby={describedBy}
              onShared={() => void queryClient.invalidateQueries({ queryKey: rendersQueryKey })}
            />
          )}
        />
      </Container>
    </Box>
  );
}
