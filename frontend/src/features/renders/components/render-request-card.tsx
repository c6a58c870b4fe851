import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';

type RenderRequestCardProps = {
  hasPhoto: boolean;
  /** The chosen scheme's name, or null when none is chosen yet. */
  schemeName: string | null;
  isRendering: boolean;
  onApply: () => void;
};

function Requirement({ done, children }: { done: boolean; children: string }) {
  const Icon = done ? CheckCircleIcon : RadioButtonUncheckedIcon;
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Icon fontSize="small" color={done ? 'primary' : 'disabled'} aria-hidden />
      <Typography
        component="span"
        sx={{ overflowWrap: 'anywhere', color: done ? 'text.primary' : 'text.secondary' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/**
 * What a render needs (a photo and a scheme) and the 'Apply Color Scheme'
 * button. The button stays enabled so a click can explain what is missing.
 */
export function RenderRequestCard({
  hasPhoto,
  schemeName,
  isRendering,
  onApply,
}: RenderRequestCardProps) {
  return (
    <Card component="section" aria-labelledby="render-request-heading">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography
          id="render-request-heading"
          variant="h2"
          sx={{ fontSize: { xs: '1.15rem', md: '1.25rem' }, mb: 1.5 }}
        >
          Create Your Visualization
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
          <Requirement done={hasPhoto}>
            {hasPhoto ? 'House photo uploaded' : 'Upload a house photo'}
          </Requirement>
          <Requirement done={schemeName !== null}>
            {schemeName !== null ? `Scheme: ${schemeName}` : 'Select a color scheme'}
          </Requirement>
        </Box>
        <Button
          variant="contained"
          size="large"
          onClick={onApply}
          disabled={isRendering}
          startIcon={
            isRendering ? (
              <CircularProgress size={18} color="inherit" aria-hidden />
            ) : (
              <AutoFixHighIcon />
            )
          }
          sx={{ mt: 2.5, width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 240 } }}
        >
          Apply Color Scheme
        </Button>
      </CardContent>
    </Card>
  );
}
