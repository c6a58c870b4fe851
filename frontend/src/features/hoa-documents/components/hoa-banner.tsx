import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { paths } from '../../../config/paths';
import { useHoaDocuments } from '../api/get-hoa-documents';
import { useParseHoaDocument } from '../api/parse-hoa-document';
import { bannerState } from '../utils/banner-state';

/** The visualizer's HOA banner (SPEC §4): none, processing, completed, otherwise uploaded. */
export function HoaBanner() {
  const documents = useHoaDocuments();
  const parse = useParseHoaDocument();
  if (!documents.data) return null;
  const state = bannerState(documents.data);
  const toHoa = (label: string) => (
    <Button component={RouterLink} to={paths.hoa.getHref()} color="inherit" size="small">
      {label}
    </Button>
  );

  switch (state.kind) {
    case 'none':
      return (
        <Alert
          severity="info"
          action={toHoa('Upload HOA Document')}
          role="region"
          aria-label="HOA documents"
        >
          <AlertTitle>Have HOA paint rules?</AlertTitle>
          Upload your HOA's guidelines and CurbHue will find the approved colors for you.
        </Alert>
      );
    case 'processing':
      return (
        <Alert
          severity="info"
          icon={<CircularProgress size={20} aria-hidden />}
          role="region"
          aria-label="HOA documents"
        >
          <AlertTitle>Processing your HOA document...</AlertTitle>
          We are finding the approved colors. This usually takes 2-5 minutes.
        </Alert>
      );
    case 'completed':
      return (
        <Alert
          severity="success"
          action={toHoa('Manage Documents')}
          role="region"
          aria-label="HOA documents"
        >
          <AlertTitle>Your HOA colors are ready</AlertTitle>
          Build schemes from them; they appear under 'Your HOA Schemes'.
        </Alert>
      );
    case 'uploaded':
      return (
        <Alert
          severity="warning"
          role="region"
          aria-label="HOA documents"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={parse.isPending}
              onClick={() => parse.mutate(state.document.id)}
            >
              Process Document
            </Button>
          }
        >
          <AlertTitle>Your HOA document is uploaded</AlertTitle>
          Process it to find the approved colors in {state.document.fileName}.
        </Alert>
      );
  }
}
