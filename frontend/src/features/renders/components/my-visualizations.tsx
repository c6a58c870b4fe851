import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { useDeleteRender } from '../api/delete-render';
import { useRenders } from '../api/get-renders';
import type { RenderListItem } from '../types';
import { RenderCard } from './render-card';

type MyVisualizationsProps = {
  /** The Share button of one render (the route brings it from the sharing feature). */
  shareAction: (render: RenderListItem, describedBy: string) => ReactNode;
};

function EmptyState() {
  return (
    <Card>
      <CardContent
        sx={{
          py: { xs: 5, md: 7 },
          px: 3,
          textAlign: 'center',
          display: 'grid',
          justifyItems: 'center',
          gap: 1.5,
        }}
      >
        <AddPhotoAlternateIcon sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />
        <Typography component="h3" sx={{ fontWeight: 800, fontSize: '1.2rem' }}>
          No Visualizations Yet
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 380 }}>
          Upload a photo of your house and try a paint scheme: your results will be kept here.
        </Typography>
        <Button
          component={RouterLink}
          to={paths.visualizer.getHref()}
          variant="contained"
          size="large"
          sx={{ mt: 1 }}
        >
          Create Visualization
        </Button>
      </CardContent>
    </Card>
  );
}

/** SPEC §2 Dashboard: the 'My Visualizations' grid, a page at a time, newest first. */
export function MyVisualizations({ shareAction }: MyVisualizationsProps) {
  const renders = useRenders();
  const [deleting, setDeleting] = useState<RenderListItem | null>(null);
  const remove = useDeleteRender({ onSettled: () => setDeleting(null) });
  const items = renders.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Box component="section" aria-labelledby="my-visualizations-heading">
      <Typography
        id="my-visualizations-heading"
        variant="h2"
        sx={{ fontSize: { xs: '1.3rem', md: '1.6rem' }, mb: 2 }}
      >
        My Visualizations
      </Typography>
      {renders.isPending ? (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading visualizations" />
        </Box>
      ) : renders.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void renders.refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load your visualizations
        </Alert>
      ) : items.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 2, md: 3 },
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {items.map((render) => (
              <RenderCard
                key={render.id}
                render={render}
                shareAction={(describedBy) => shareAction(render, describedBy)}
                onDelete={() => setDeleting(render)}
              />
            ))}
          </Box>
          {renders.hasNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Button
                variant="outlined"
                onClick={() => void renders.fetchNextPage()}
                disabled={renders.isFetchingNextPage}
              >
                {renders.isFetchingNextPage ? 'Loading...' : 'Load More'}
              </Button>
            </Box>
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this visualization?"
        message="The before and after images and any share link will be removed. This cannot be undone."
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </Box>
  );
}
