import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Shown while a render runs (SPEC §2). */
export function RenderProgress() {
  return (
    <Card component="section" role="status" aria-label="Rendering">
      <CardContent
        sx={{
          p: { xs: 3, md: 4 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1,
        }}
      >
        <Box sx={{ position: 'relative', display: 'grid', placeItems: 'center', mb: 1 }}>
          <CircularProgress size={56} thickness={3} aria-hidden />
        </Box>
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.2rem' }}>
          AI Magic in Progress...
        </Typography>
        <Typography color="text.secondary">This usually takes 15-30 seconds.</Typography>
      </CardContent>
    </Card>
  );
}
