import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { AppHeader } from '../../components/layouts/app-header';
import { StepIndicator } from '../../components/ui/step-indicator';
import { DEFAULT_VISUALIZER_STEP, PRODUCT_NAME } from '../../config/constants';
import { useAuth } from '../../features/auth/hooks/use-auth';

/** The visualizer (SPEC §2). For now: header, progress and the upload panel's place. */
export function VisualizerRoute() {
  const { user } = useAuth();
  return (
    <Box sx={{ minHeight: '100dvh' }}>
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
          <StepIndicator currentStep={DEFAULT_VISUALIZER_STEP} />
        </Box>
        <Card component="section" aria-labelledby="upload-heading">
          <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
            <Typography
              id="upload-heading"
              variant="h2"
              sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 }}
            >
              Upload Your House Photo
            </Typography>
            <Box
              sx={{
                border: 2,
                borderStyle: 'dashed',
                borderColor: 'divider',
                borderRadius: 3,
                py: { xs: 5, md: 8 },
                px: 2,
                textAlign: 'center',
                bgcolor: 'background.default',
              }}
            >
              <AddPhotoAlternateIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />
              <Typography sx={{ fontWeight: 600 }}>Photo upload is coming soon.</Typography>
              <Typography variant="body2" color="text.secondary">
                You will be able to add a photo of your house here for the AI to analyze.
              </Typography>
            </Box>
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}
