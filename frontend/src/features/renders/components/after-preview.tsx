import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { Render } from '../types';
import { BeforeAfterSlider } from '../../../components/ui/before-after-slider';
import { downloadFileName } from '../utils/download-name';

type AfterPreviewProps = {
  render: Render;
  /** Used when the render carries no before image address. */
  fallbackBeforeUrl?: string;
  /** More actions beside 'Download Image' (the visualizer puts 'Share Result' here). */
  actions?: ReactNode;
};

/** The 'After Preview' card: a before/after comparison and 'Download Image'. */
export function AfterPreview({ render, fallbackBeforeUrl = '', actions }: AfterPreviewProps) {
  const beforeUrl = render.beforeImageUrl || fallbackBeforeUrl;
  const schemeName = render.scheme?.name;
  const card = useRef<HTMLElement>(null);
  // Bring a new result into view (it may land below the fold).
  useEffect(() => {
    card.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [render.id]);
  return (
    <Card ref={card} component="section" aria-labelledby="after-preview-heading">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography
          id="after-preview-heading"
          variant="h2"
          sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 0.5 }}
        >
          After Preview
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {schemeName ? `${schemeName} · ` : ''}Drag the handle to compare before and after.
        </Typography>
        <BeforeAfterSlider beforeUrl={beforeUrl} afterUrl={render.afterImageUrl} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2.5 }}>
          <Button
            component="a"
            href={render.afterImageUrl}
            download={downloadFileName(schemeName, render.createdAt)}
            variant="contained"
            size="large"
            startIcon={<DownloadIcon />}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Download Image
          </Button>
          {actions}
        </Box>
      </CardContent>
    </Card>
  );
}
