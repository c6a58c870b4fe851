import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LoadingState } from '../../../components/ui/loading-state';
import { notify } from '../../../components/ui/notices';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { useBuilderColors } from '../api/get-document-colors';
import { colorChoices, manufacturerChoices } from '../utils/scheme-form';
import { CustomSchemeBuilder } from './custom-scheme-builder';

type NewCustomSchemeProps = {
  documentId: string | undefined;
  auth: { isAuthenticated: boolean; isLoading: boolean };
};

/**
 * SPEC §2/§4 custom scheme builder: loading, then the empty state (no colours) or the form, then
 * creating, then /dashboard. Signed out once loading ends: a notice and back to /.
 */
export function NewCustomScheme({ documentId, auth }: NewCustomSchemeProps) {
  const navigate = useNavigate();
  const colors = useBuilderColors(documentId, auth.isAuthenticated);
  const signedOut = !auth.isLoading && !auth.isAuthenticated;

  useEffect(() => {
    if (!signedOut) return;
    notify({
      title: 'Authentication Required',
      description: 'Please log in to create custom paint schemes',
      variant: 'destructive',
    });
    void navigate(paths.home.getHref(), { replace: true });
  }, [signedOut, navigate]);

  useEffect(() => {
    if (!colors.isError) return;
    notify({
      title: 'Failed to Load Colors',
      description: 'Unable to load colors from the HOA document',
      variant: 'destructive',
    });
  }, [colors.isError]);

  if (signedOut) return null;
  if (auth.isLoading || colors.isPending)
    return <LoadingState label="Loading custom scheme builder..." />;

  const backToColors = documentId && (
    <Button
      component={RouterLink}
      to={paths.hoaSchemes.getHref(documentId)}
      startIcon={<ArrowBackIcon />}
    >
      Back to Colors
    </Button>
  );
  const choices = colorChoices(colors.data ?? []);
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 3 }}>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, flex: '1 1 auto' }}
        >
          Create Custom Paint Scheme
        </Typography>
        <Chip color="primary" variant="outlined" label={`${choices.length} HOA colors available`} />
        {backToColors}
      </Box>
      {colors.isError ? (
        <RetryAlert
          message="Unable to load colors from the HOA document"
          onRetry={() => void colors.refetch()}
        />
      ) : choices.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6, maxWidth: 520, mx: 'auto' }}>
          <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
            No Colors Available
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            No colors were found in the HOA document. Please go back and try with a different
            document.
          </Typography>
          <Button component={RouterLink} to={paths.hoa.getHref()} variant="contained">
            Back to HOA Manager
          </Button>
        </Box>
      ) : (
        <CustomSchemeBuilder
          documentId={documentId ?? ''}
          choices={choices}
          manufacturers={manufacturerChoices(colors.data ?? [])}
        />
      )}
    </Box>
  );
}
