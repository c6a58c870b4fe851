import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { Brand } from '../../components/layouts/brand';
import { PRODUCT_NAME } from '../../config/constants';
import { paths } from '../../config/paths';
import { userQueryKey } from '../../features/auth/api/get-user';
import { OnboardingWizard } from '../../features/onboarding/components/onboarding-wizard';

/** After a successful save: refresh the current user and go to the visualizer. */
export function OnboardingRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const complete = () => {
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
    void navigate(paths.visualizer.getHref());
  };
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        px: 2,
        py: { xs: 3, sm: 6 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: { xs: 3, sm: 4 },
        background: (t) =>
          `radial-gradient(circle at top, ${t.palette.primary.main}14, transparent 60%)`,
      }}
    >
      <title>{`Welcome · ${PRODUCT_NAME}`}</title>
      <Brand />
      <OnboardingWizard onComplete={complete} />
    </Box>
  );
}
