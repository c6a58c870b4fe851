import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { AppHeader } from '../../components/layouts/app-header';
import { PRODUCT_NAME } from '../../config/constants';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { NewCustomScheme } from '../../features/custom-schemes/components/new-custom-scheme';

/** /hoa/custom-schemes/new/{documentId} (SPEC §2): build a scheme from the document's colours. */
export function CustomSchemeNewRoute() {
  const auth = useAuth();
  const { documentId } = useParams();
  return (
    <Box sx={{ minHeight: '100dvh', overflowX: 'clip' }}>
      <title>{`Create Custom Paint Scheme · ${PRODUCT_NAME}`}</title>
      <AppHeader user={auth.user} />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <NewCustomScheme documentId={documentId} auth={auth} />
      </Container>
    </Box>
  );
}
