import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { InlineLoading } from '../../../components/ui/inline-loading';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useDocumentColors } from '../api/get-document-colors';
import { ColorCard } from './color-card';

/** The colour cards of a completed document, or the 'No Colors Found' guidance. */
export function DocumentColors({ documentId }: { documentId: string }) {
  const colors = useDocumentColors(documentId, true);
  if (colors.isPending) return <InlineLoading label="Loading colors..." />;
  if (colors.isError)
    return <RetryAlert message="Failed to load colors" onRetry={() => void colors.refetch()} />;
  if (colors.data.length === 0)
    return (
      <Alert severity="info">
        <AlertTitle>No Colors Found</AlertTitle>
        We could not find approved paint colors in this document. Upload a clearer scan, or the page
        of your HOA guidelines that lists the color names and codes (for example SW 7015 or HC-172).
      </Alert>
    );
  return (
    <Box component="section" aria-labelledby="colors-heading">
      <Typography id="colors-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {colors.data.length} Approved {colors.data.length === 1 ? 'Color' : 'Colors'}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {colors.data.map((color, index) => (
          <ColorCard key={`${color.code}-${color.name}-${index}`} color={color} />
        ))}
      </Box>
    </Box>
  );
}
