import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { StepIndicator } from '../../../components/ui/step-indicator';
import { HouseIllustration } from './house-illustration';

const sample = [
  { part: 'Body', name: 'Sage', hex: '#9db39a' },
  { part: 'Trim', name: 'Cream', hex: '#f4eedc' },
  { part: 'Accent', name: 'Terracotta', hex: '#b5543c' },
] as const;

export function HeroSection({ onStart }: { onStart: () => void }) {
  const [body, trim, accent] = sample;
  return (
    <Box component="section" sx={{ pt: { xs: 4, md: 8 }, pb: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
            gap: { xs: 4, md: 6 },
            alignItems: 'center',
          }}
        >
          <Box sx={{ textAlign: { xs: 'center', md: 'left' } }}>
            <Chip
              icon={<AutoAwesomeIcon />}
              label="AI exterior paint visualizer"
              color="primary"
              variant="outlined"
              sx={{ mb: 2 }}
            />
            <Typography
              variant="h1"
              sx={{ fontSize: { xs: '2.15rem', sm: '2.75rem', md: '3.5rem' }, mb: 2 }}
            >
              Visualize Your Perfect Paint Colors
            </Typography>
            <Typography
              color="text.secondary"
              sx={{
                fontSize: { xs: '1.05rem', md: '1.2rem' },
                mb: 3,
                maxWidth: 560,
                mx: { xs: 'auto', md: 0 },
              }}
            >
              Upload a photo of your house, pick a color scheme, including HOA-approved ones, and
              see the result before anyone opens a paint can.
            </Typography>
            <Button
              variant="contained"
              size="large"
              onClick={onStart}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              Start Your Free Visualization
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              Your first render is free.
            </Typography>
          </Box>
          <Card sx={{ p: 1.5, maxWidth: 520, width: '100%', mx: 'auto' }}>
            <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
              <HouseIllustration
                body={body.hex}
                trim={trim.hex}
                accent={accent.hex}
                label="A house shown in a sage, cream and terracotta paint scheme"
              />
            </Box>
            <Stack
              direction="row"
              useFlexGap
              sx={{
                mt: 1.5,
                justifyContent: 'center',
                flexWrap: 'wrap',
                columnGap: 1.5,
                rowGap: 0.5,
              }}
            >
              {sample.map((color) => (
                <Stack
                  key={color.part}
                  direction="row"
                  spacing={0.75}
                  sx={{ alignItems: 'center' }}
                >
                  <Box
                    sx={{
                      width: 16,
                      height: 16,
                      borderRadius: '50%',
                      bgcolor: color.hex,
                      border: 1,
                      borderColor: 'divider',
                    }}
                  />
                  <Typography variant="caption" color="text.secondary">
                    {color.part}: {color.name}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </Card>
        </Box>
        <Box sx={{ mt: { xs: 5, md: 8 } }}>
          <StepIndicator currentStep={0} />
        </Box>
      </Container>
    </Box>
  );
}
