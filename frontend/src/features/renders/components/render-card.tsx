import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import VerifiedIcon from '@mui/icons-material/Verified';
import { PaintSwatches } from '../../../components/ui/paint-swatches';
import { srcSetOf } from '../../../lib/image-urls';
import type { RenderListItem } from '../types';
import { downloadFileName } from '../utils/download-name';

// Two images side by side in a card of a one-to-three column grid.
const SIZES = '(min-width: 1200px) 190px, (min-width: 600px) 25vw, 50vw';
const CARD_WIDTHS = [480, 960];

type RenderCardProps = {
  render: RenderListItem;
  /** The Share button (the sharing feature's), given the card's title id for its description. */
  shareAction: (describedBy: string) => ReactNode;
  onDelete: () => void;
};

function Picture({ url, alt, caption }: { url: string | null; alt: string; caption: string }) {
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        position: 'relative',
        aspectRatio: '4 / 3',
        bgcolor: 'action.hover',
        overflow: 'hidden',
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          srcSet={srcSetOf(url, CARD_WIDTHS)}
          sizes={SIZES}
          alt={alt}
          loading="lazy"
          decoding="async"
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Box
          role="status"
          sx={{
            height: '100%',
            display: 'grid',
            placeItems: 'center',
            alignContent: 'center',
            gap: 1,
          }}
        >
          <CircularProgress size={28} aria-hidden />
          <Typography variant="body2" color="text.secondary">
            Rendering...
          </Typography>
        </Box>
      )}
      <Box
        component="figcaption"
        sx={{
          position: 'absolute',
          top: 8,
          left: 8,
          px: 1,
          borderRadius: 5,
          bgcolor: 'rgba(0, 0, 0, 0.62)',
          color: 'common.white',
          fontSize: '0.75rem',
          fontWeight: 700,
          lineHeight: 1.7,
        }}
      >
        {caption}
      </Box>
    </Box>
  );
}

/** One render on the dashboard: before and after, scheme, date, Download / Share / Delete. */
export function RenderCard({ render, shareAction, onDelete }: RenderCardProps) {
  const titleId = useId();
  const name = render.scheme.name || 'Paint Visualization';
  const created = new Date(render.createdAt);
  const done = render.status === 'completed' && render.afterImageUrl !== null;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '2px' }}>
        <Picture
          url={render.beforeThumbnailUrl}
          alt={`Before painting: ${name}`}
          caption="Before"
        />
        <Picture url={render.afterThumbnailUrl} alt={`After painting: ${name}`} caption="After" />
      </Box>
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1.25, alignContent: 'start', p: 2 }}>
        <Box>
          <Typography
            id={titleId}
            component="h3"
            sx={{ fontWeight: 800, fontSize: '1.05rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {render.scheme.manufacturer && `${render.scheme.manufacturer} · `}
            <time dateTime={render.createdAt}>
              {created.toLocaleDateString(undefined, {
                year: 'numeric',
                month: 'short',
                day: 'numeric',
              })}
            </time>
          </Typography>
        </Box>
        {render.scheme.isHoaApproved && (
          <Chip
            icon={<VerifiedIcon />}
            label="HOA Approved"
            color="primary"
            size="small"
            variant="outlined"
            sx={{ justifySelf: 'start' }}
          />
        )}
        <PaintSwatches swatches={render.scheme.swatches} dense />
      </CardContent>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button
          component="a"
          href={render.afterImageUrl ?? undefined}
          download={downloadFileName(render.scheme.name, render.createdAt)}
          disabled={!done}
          aria-describedby={titleId}
          variant="contained"
          size="small"
          startIcon={<DownloadIcon />}
        >
          Download
        </Button>
        {done && shareAction(titleId)}
        <Button
          onClick={onDelete}
          aria-describedby={titleId}
          color="error"
          size="small"
          startIcon={<DeleteOutlineIcon />}
          sx={{ ml: 'auto' }}
        >
          Delete
        </Button>
      </Box>
    </Card>
  );
}
