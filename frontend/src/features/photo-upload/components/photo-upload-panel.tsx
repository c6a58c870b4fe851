import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useAnalyzeImage } from '../api/analyze-image';
import type { ImageAnalysis } from '../types';
import { AnalysisComplete, AnalysisFailed, AnalysisInProgress } from './analysis-status';
import { PhotoDropzone } from './photo-dropzone';
import { SurfaceFixer } from './surface-fixer';

/** The photo id of a server image address ('/api/photos/<id>/image'). */
const photoIdOf = (imageUrl: string): string | undefined =>
  /^\/api\/photos\/([0-9a-f-]{36})\/image$/i.exec(imageUrl)?.[1];

/** SPEC §4 Photo upload: empty → analyzing → analyzed | failed. */
type UploadState =
  | { status: 'empty' }
  | { status: 'analyzing'; imageUrl: string }
  | { status: 'analyzed'; imageUrl: string; analysis: ImageAnalysis }
  | { status: 'failed'; imageUrl: string };

export type PhotoUploadPanelProps = {
  /**
   * Told the image address and analysis after a successful analysis, and
   * ('', null) when the photo is cleared.
   */
  onImageChange: (imageUrl: string, analysis: ImageAnalysis | null) => void;
};

/** The 'Upload Your House Photo' card. */
export function PhotoUploadPanel({ onImageChange }: PhotoUploadPanelProps) {
  const headingId = useId();
  const [state, setState] = useState<UploadState>({ status: 'empty' });
  const analyze = useAnalyzeImage();
  // The local preview's object URL, released once it is no longer shown.
  const localUrl = useRef<string | null>(null);

  const releaseLocalUrl = () => {
    if (localUrl.current) URL.revokeObjectURL(localUrl.current);
    localUrl.current = null;
  };

  useEffect(
    () => () => {
      if (localUrl.current) URL.revokeObjectURL(localUrl.current);
    },
    [],
  );

  const upload = (file: File) => {
    releaseLocalUrl();
    const preview = URL.createObjectURL(file);
    localUrl.current = preview;
    setState({ status: 'analyzing', imageUrl: preview });
    analyze.mutate(file, {
      onSuccess: ({ analysis, imageUrl }) => {
        // Without a server address the local preview stays (SPEC §4).
        if (imageUrl) releaseLocalUrl();
        const shown = imageUrl ?? preview;
        setState({ status: 'analyzed', imageUrl: shown, analysis });
        onImageChange(shown, analysis);
      },
      onError: () => setState({ status: 'failed', imageUrl: preview }),
    });
  };

  const reset = () => {
    releaseLocalUrl();
    analyze.reset();
    setState({ status: 'empty' });
    onImageChange('', null);
  };

  const photoId = state.status === 'analyzed' ? photoIdOf(state.imageUrl) : undefined;
  const fixable =
    photoId && state.status === 'analyzed' ? { photoId, imageUrl: state.imageUrl } : null;

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography
          id={headingId}
          variant="h2"
          sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 }}
        >
          Upload Your House Photo
        </Typography>
        {state.status === 'empty' ? (
          <PhotoDropzone onFile={upload} />
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {fixable ? (
              <SurfaceFixer
                photoId={fixable.photoId}
                imageUrl={fixable.imageUrl}
                onAnalysisChange={(analysis) => {
                  setState({ status: 'analyzed', imageUrl: fixable.imageUrl, analysis });
                  onImageChange(fixable.imageUrl, analysis);
                }}
              />
            ) : (
              <Box
                sx={{
                  position: 'relative',
                  borderRadius: 2,
                  overflow: 'hidden',
                  bgcolor: 'action.hover',
                  lineHeight: 0,
                }}
              >
                <Box
                  component="img"
                  src={state.imageUrl}
                  alt="Uploaded house photo"
                  sx={{
                    display: 'block',
                    width: '100%',
                    height: 'auto',
                    maxHeight: { xs: 320, md: 420 },
                    objectFit: 'contain',
                  }}
                />
                {state.status === 'analyzing' && (
                  <Box
                    role="status"
                    sx={{
                      position: 'absolute',
                      left: 12,
                      bottom: 12,
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      px: 1.5,
                      py: 0.75,
                      borderRadius: 5,
                      lineHeight: 1.4,
                      bgcolor: 'rgba(0, 0, 0, 0.66)',
                      color: 'common.white',
                      fontSize: '0.875rem',
                      fontWeight: 600,
                    }}
                  >
                    <CircularProgress size={16} color="inherit" aria-hidden />
                    Uploading and analyzing...
                  </Box>
                )}
              </Box>
            )}
            {state.status === 'analyzing' && <AnalysisInProgress />}
            {state.status === 'analyzed' && <AnalysisComplete analysis={state.analysis} />}
            {state.status === 'failed' && <AnalysisFailed />}
            <Button
              variant="outlined"
              startIcon={<RestartAltIcon />}
              onClick={reset}
              disabled={state.status === 'analyzing'}
              sx={{ justifySelf: { xs: 'stretch', sm: 'start' } }}
            >
              Upload Different Photo
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
