import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FormatPaintIcon from '@mui/icons-material/FormatPaint';
import { AppHeader } from '../../components/layouts/app-header';
import { PRODUCT_NAME } from '../../config/constants';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { DocumentList } from '../../features/hoa-documents/components/document-list';
import { HoaDropzone } from '../../features/hoa-documents/components/hoa-dropzone';
import { HowItWorks } from '../../features/hoa-documents/components/how-it-works';

const section = { p: { xs: 2.5, md: 4 } };

const NAVIGATION = [
  { label: 'Back to Visualizer', to: paths.visualizer.getHref(), icon: <FormatPaintIcon /> },
  { label: 'Go to Dashboard', to: paths.dashboard.getHref(), icon: <DashboardIcon /> },
];

/** A titled card of the page. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={section}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** /hoa (SPEC §2): upload HOA documents, process them, and go on to their colours. */
export function HoaDocumentsRoute() {
  const { user } = useAuth();
  return (
    <Box sx={{ minHeight: '100dvh', overflowX: 'clip' }}>
      <title>{`HOA Documents · ${PRODUCT_NAME}`}</title>
      <AppHeader user={user} />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
          <Box sx={{ flex: '1 1 320px' }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.25rem' }, mb: 0.5 }}>
              HOA Document Manager
            </Typography>
            <Typography color="text.secondary">
              Upload your HOA's paint guidelines and turn the approved colors into schemes.
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {NAVIGATION.map(({ label, to, icon }) => (
              <Button key={to} component={RouterLink} to={to} variant="outlined" startIcon={icon}>
                {label}
              </Button>
            ))}
          </Box>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
            <Section id="upload-heading" title="Upload Document">
              <HoaDropzone />
            </Section>
            <Card>
              <CardContent sx={section}>
                <HowItWorks />
              </CardContent>
            </Card>
          </Box>
          <Section id="documents-heading" title="Your Documents">
            <DocumentList />
          </Section>
        </Box>
      </Container>
    </Box>
  );
}
