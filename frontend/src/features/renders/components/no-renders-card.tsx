import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { paths } from '../../../config/paths';

/**
 * The orange card for a user with no renders left (SPEC §2 Visualizer). `purchasing` is false
 * when this server cannot take payments: then the card says so instead of offering to buy.
 */
export function NoRendersCard({ purchasing = true }: { purchasing?: boolean }) {
  return (
    <Card
      component="section"
      aria-labelledby="no-renders-heading"
      sx={{
        borderColor: 'warning.main',
        bgcolor: (t) => `${t.palette.warning.main}14`,
      }}
    >
      <CardContent
        sx={{
          p: { xs: 2.5, md: 4 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: { xs: 'stretch', sm: 'flex-start' },
          gap: 2,
        }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, flex: 1, minWidth: 0 }}>
          <WarningAmberIcon sx={{ color: 'warning.main', mt: 0.25 }} aria-hidden />
          <Box>
            <Typography
              id="no-renders-heading"
              component="h2"
              sx={{ fontWeight: 800, fontSize: '1.1rem', color: 'warning.dark' }}
            >
              No Renders Remaining
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {purchasing
                ? "You've used all your free renders. Buy more to keep visualizing."
                : "You've used all your free renders. Buying more renders is not available right now."}
            </Typography>
          </Box>
        </Box>
        {purchasing && (
          <Button
            component={RouterLink}
            to={paths.dashboard.getHref()}
            variant="contained"
            color="warning"
            startIcon={<ShoppingCartIcon />}
            sx={{ color: 'common.white' }}
          >
            Buy More Renders
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
