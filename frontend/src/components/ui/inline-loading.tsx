import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A small loading line inside a card (LoadingState is the whole-screen one). */
export function InlineLoading({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
      <CircularProgress size={22} aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
