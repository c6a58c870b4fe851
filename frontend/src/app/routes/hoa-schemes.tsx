import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { AppHeader } from '../../components/layouts/app-header';
import { PRODUCT_NAME } from '../../config/constants';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { DocumentResults } from '../../features/hoa-documents/components/document-results';

/** /hoa/schemes/{documentId} (SPEC §2): how processing went and the colours it found. */
export function HoaSchemesRoute() {
  const { user } = useAuth();
  const { documentId = '' } = useParams();
  return (
    <Box sx={{ minHeight: '100dvh', overflowX: 'clip' }}>
      <title>{`Document Processing Results · ${PRODUCT_NAME}`}</title>
      <AppHeader user={user} />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Button
          component={RouterLink}
          to={paths.hoa.getHref()}
          startIcon={<ArrowBackIcon />}
          sx={{ mb: 2 }}
        >
          Back to HOA Documents
        </Button>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.25rem' }, mb: 3 }}>
          Document Processing Results
        </Typography>
        <DocumentResults key={documentId} documentId={documentId} />
      </Container>
    </Box>
  );
}
