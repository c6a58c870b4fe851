import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { AppHeader } from '../../components/layouts/app-header';
import { notify } from '../../components/ui/notices';
import { StepIndicator } from '../../components/ui/step-indicator';
import { DEFAULT_VISUALIZER_STEP, PRODUCT_NAME } from '../../config/constants';
import { paths } from '../../config/paths';
import { userQueryKey } from '../../features/auth/api/get-user';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { usePaymentConfig } from '../../features/checkout/api/get-payment-config';
import { HoaBanner } from '../../features/hoa-documents/components/hoa-banner';
import { SchemePanel } from '../../features/paint-schemes/components/scheme-panel';
import type { ColorSelection, SchemeChoice } from '../../features/paint-schemes/types';
import { PhotoUploadPanel } from '../../features/photo-upload/components/photo-upload-panel';
import type { ImageAnalysis } from '../../features/photo-upload/types';
import { useCreateRender } from '../../features/renders/api/create-render';
import { AfterPreview } from '../../features/renders/components/after-preview';
import { NoRendersCard } from '../../features/renders/components/no-renders-card';
import { RenderProgress } from '../../features/renders/components/render-progress';
import { RenderRequestCard } from '../../features/renders/components/render-request-card';
import type { Render } from '../../features/renders/types';
import { ShareButton } from '../../features/sharing/components/share-button';

/** The analysed photo: its address ('' when none) and analysis. */
type PhotoState = { imageUrl: string; analysis: ImageAnalysis | null };
/** The chosen scheme and its colour selection, sent with the render. */
type SchemeState = { choice: SchemeChoice | null; colorSelections: ColorSelection | null };

// Phones and tablets: one column in journey order. Desktop: upload, render and
// result on the left, the (long, wide) scheme list on the right; the last row
// takes the slack of the scheme column.
const layout = {
  display: 'grid',
  gap: { xs: 3, md: 4 },
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
  gridTemplateRows: { lg: 'auto auto auto 1fr' },
  gridTemplateAreas: {
    xs: '"upload" "schemes" "render" "result"',
    lg: '"upload schemes" "render schemes" "result schemes" ". schemes"',
  },
} as const;

/** The visualizer (SPEC §2): upload, choose a scheme, render, compare and download. */
export function VisualizerRoute() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [photo, setPhoto] = useState<PhotoState>({ imageUrl: '', analysis: null });
  const [scheme, setScheme] = useState<SchemeState>({ choice: null, colorSelections: null });
  const [render, setRender] = useState<Render | null>(null);

  // The renders-left badge and the no-renders card follow the server's count.
  const refreshUser = () => void queryClient.invalidateQueries({ queryKey: userQueryKey });
  const createRender = useCreateRender({
    onSuccess: (result) => {
      setRender(result);
      refreshUser();
    },
    onNoRendersRemaining: refreshUser,
  });

  const outOfRenders = user !== null && !user.betaTester && user.remainingRenders <= 0;
  const payments = usePaymentConfig();
  const step = render ? 4 : photo.imageUrl ? 3 : DEFAULT_VISUALIZER_STEP;

  const changePhoto = (imageUrl: string, analysis: ImageAnalysis | null) => {
    setPhoto({ imageUrl, analysis });
    setRender(null);
  };

  const apply = () => {
    if (!photo.imageUrl || !scheme.choice) {
      notify({
        title: 'Missing Information',
        description: 'Please upload an image and select a paint scheme.',
        variant: 'destructive',
      });
      return;
    }
    if (outOfRenders) {
      notify({
        title: 'No Renders Left',
        description: 'Go to your dashboard to purchase more renders.',
        variant: 'destructive',
      });
      void navigate(paths.dashboard.getHref());
      return;
    }
    const { colorSelections } = scheme;
    createRender.mutate({
      schemeId: scheme.choice.schemeId,
      beforeImageUrl: photo.imageUrl,
      ...(colorSelections && { colorSelections }),
    });
  };

  return (
    <Box sx={{ minHeight: '100dvh', overflowX: 'clip' }}>
      <title>{`Visualizer · ${PRODUCT_NAME}`}</title>
      <AppHeader user={user} />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.25rem' }, mb: 0.5 }}>
          Paint Visualizer
        </Typography>
        <Typography color="text.secondary" sx={{ mb: { xs: 3, md: 4 } }}>
          Upload a photo of your house, choose a color scheme and preview the result.
        </Typography>
        <Box sx={{ mb: { xs: 3, md: 5 } }}>
          <StepIndicator currentStep={step} />
        </Box>
        <Box sx={{ mb: { xs: 3, md: 4 } }}>
          <HoaBanner />
        </Box>
        <Box sx={layout}>
          <Box sx={{ gridArea: 'upload', minWidth: 0 }}>
            <PhotoUploadPanel onImageChange={changePhoto} />
          </Box>
          <Box sx={{ gridArea: 'schemes', minWidth: 0 }}>
            <SchemePanel
              userId={user?.id}
              hoaRequired={user?.hoaRequired}
              selectedSchemeId={scheme.choice?.schemeId ?? null}
              onSchemeSelect={(choice) => setScheme((previous) => ({ ...previous, choice }))}
              onColorSelectionChange={(colorSelections) =>
                setScheme((previous) => ({ ...previous, colorSelections }))
              }
            />
          </Box>
          <Box sx={{ gridArea: 'render', minWidth: 0, display: 'grid', gap: { xs: 2, md: 3 } }}>
            {outOfRenders && <NoRendersCard purchasing={payments.data?.mode !== 'unavailable'} />}
            <RenderRequestCard
              hasPhoto={photo.imageUrl !== ''}
              schemeName={scheme.choice?.schemeName ?? null}
              isRendering={createRender.isPending}
              onApply={apply}
            />
          </Box>
          {(createRender.isPending || render) && (
            <Box sx={{ gridArea: 'result', minWidth: 0 }}>
              {createRender.isPending ? (
                <RenderProgress />
              ) : (
                render && (
                  <AfterPreview
                    render={render}
                    fallbackBeforeUrl={photo.imageUrl}
                    actions={
                      <ShareButton
                        renderId={render.id}
                        title={render.scheme?.name ?? 'Paint Visualization'}
                        label="Share Result"
                        variant="outlined"
                        size="large"
                        sx={{ width: { xs: '100%', sm: 'auto' } }}
                      />
                    }
                  />
                )
              )}
            </Box>
          )}
        </Box>
      </Container>
    </Box>
  );
}
