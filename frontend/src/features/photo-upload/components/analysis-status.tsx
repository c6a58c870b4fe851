import { useId } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { ANALYSIS_PROGRESS } from '../../../config/constants';
import { SHOWN_SURFACES, type ImageAnalysis } from '../types';

/** 'Analyzing Your House...' with the 5-10 s note and a bar fixed at 60%. */
export function AnalysisInProgress() {
  const titleId = useId();
  return (
    <Box
      role="status"
      aria-labelledby={titleId}
      sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', border: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <AutoAwesomeIcon color="primary" fontSize="small" aria-hidden />
        <Typography id={titleId} sx={{ fontWeight: 700 }}>
          Analyzing Your House...
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        This usually takes 5-10 seconds.
      </Typography>
      <LinearProgress
        variant="determinate"
        value={ANALYSIS_PROGRESS}
        aria-label="Analysis progress"
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

/** 'AI Analysis Complete': one line per detected surface, and the style. */
export function AnalysisComplete({ analysis }: { analysis: ImageAnalysis }) {
  const titleId = useId();
  const lines = SHOWN_SURFACES.flatMap(({ key, label }) => {
    const surface = analysis.surfaces[key];
    return surface ? [{ key, label, surface }] : [];
  });
  const { style } = analysis.architecture;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: 'success.light',
        bgcolor: (t) => `${t.palette.success.main}0f`,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <CheckCircleIcon color="success" fontSize="small" aria-hidden />
        <Typography id={titleId} component="h3" sx={{ fontWeight: 700 }}>
          AI Analysis Complete
        </Typography>
      </Box>
      {lines.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
          {lines.map(({ key, label, surface }) => (
            <Box
              component="li"
              key={key}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
            >
              <Box component="span" sx={{ fontWeight: 600, minWidth: 64 }}>
                {label}:
              </Box>
              {surface.hex && (
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    width: 18,
                    height: 18,
                    flex: 'none',
                    borderRadius: '50%',
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: surface.hex,
                  }}
                />
              )}
              <Box component="span" sx={{ overflowWrap: 'anywhere', color: 'text.secondary' }}>
                {surface.currentColor ?? 'Detected'}
              </Box>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Image analyzed and ready for paint visualization
        </Typography>
      )}
      {style && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            Style:
          </Box>{' '}
          {style}
        </Typography>
      )}
    </Box>
  );
}

/** 'Analysis Failed' and what to do next. */
export function AnalysisFailed() {
  return (
    <Alert severity="error" role="status" variant="outlined">
      <AlertTitle sx={{ fontWeight: 700 }}>Analysis Failed</AlertTitle>
      Please try uploading again or choose a different image.
    </Alert>
  );
}
