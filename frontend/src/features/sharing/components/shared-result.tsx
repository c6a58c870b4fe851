import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VerifiedIcon from '@mui/icons-material/Verified';
import { BeforeAfterSlider } from '../../../components/ui/before-after-slider';
import { PaintSwatches } from '../../../components/ui/paint-swatches';
import { PRODUCT_NAME } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { srcSetOf } from '../../../lib/image-urls';
import { shareUrl } from '../api/create-share-link';
import { useShareLink } from '../hooks/use-share-link';
import type { SharedRender } from '../types';
import { ShareLinkDialog } from './share-link-dialog';

// The comparison spans the page on phones and a 900 px column on desktops.
const SIZES = '(min-width: 960px) 900px, 100vw';

/** SPEC §2 Shared result: the comparison, the scheme and its paints, Copy Link, try it free. */
export function SharedResult({ shared, shareToken }: { shared: SharedRender; shareToken: string }) {
  const { copyLink, readyLink, closeReadyLink } = useShareLink();
  const { scheme } = shared;
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 } }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.25rem' }, mb: 0.5 }}>
          Paint Visualization Result
        </Typography>
        <Typography color="text.secondary">Drag the handle to compare before and after.</Typography>
      </Box>
      <BeforeAfterSlider
        beforeUrl={shared.beforeThumbnailUrl}
        afterUrl={shared.afterThumbnailUrl}
        beforeSrcSet={srcSetOf(shared.beforeImageUrl)}
        afterSrcSet={srcSetOf(shared.afterImageUrl)}
        sizes={SIZES}
      />
      <Card component="section" aria-labelledby="shared-scheme-heading">
        <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 2.5, md: 3 } }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                id="shared-scheme-heading"
                component="h2"
                sx={{ fontWeight: 800, fontSize: '1.3rem', overflowWrap: 'anywhere' }}
              >
                {scheme.name || 'Paint Visualization'}
              </Typography>
              {scheme.manufacturer && (
                <Typography color="text.secondary">{scheme.manufacturer}</Typography>
              )}
            </Box>
            {scheme.isHoaApproved && (
              <Chip icon={<VerifiedIcon />} label="HOA Approved" color="primary" />
            )}
          </Box>
          <PaintSwatches swatches={scheme.swatches} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              variant="outlined"
              startIcon={<ContentCopyIcon />}
              onClick={() => void copyLink(shareUrl(shareToken))}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              Copy Link
            </Button>
            <Button
              component={RouterLink}
              to={paths.home.getHref()}
              variant="contained"
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {`Try ${PRODUCT_NAME} Free`}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <ShareLinkDialog link={readyLink} onClose={closeReadyLink} />
    </Box>
  );
}
