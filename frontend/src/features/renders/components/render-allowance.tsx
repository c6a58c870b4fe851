import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AllInclusiveIcon from '@mui/icons-material/AllInclusive';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { paths } from '../../../config/paths';

type RenderAllowanceProps = {
  betaTester: boolean;
  remainingRenders: number;
  /** False when this server cannot take payments: no button, and a line that says so. */
  purchasing?: boolean;
};

/** SPEC §2 Dashboard: 'Renders Left' and 'Buy More Renders', or the beta testers' badge. */
export function RenderAllowance({
  betaTester,
  remainingRenders,
  purchasing = true,
}: RenderAllowanceProps) {
  if (betaTester)
    return (
      <Box
        role="status"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1.25,
          px: 2,
          py: 1,
          borderRadius: 3,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
        }}
      >
        <AllInclusiveIcon aria-hidden />
        <Box>
          <Typography sx={{ fontWeight: 800, lineHeight: 1.2 }}>Beta Tester</Typography>
          <Typography variant="body2" sx={{ lineHeight: 1.2 }}>
            Unlimited Renders
          </Typography>
        </Box>
      </Box>
    );
  return (
    <Card component="section" aria-labelledby="renders-left-heading">
      <CardContent
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          p: { xs: 2, md: 2.5 },
          '&:last-child': { pb: { xs: 2, md: 2.5 } },
        }}
      >
        <Box>
          <Typography
            id="renders-left-heading"
            component="h2"
            sx={{ fontWeight: 700, color: 'text.secondary', fontSize: '0.9rem' }}
          >
            Renders Left
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: '2rem', lineHeight: 1.1 }}>
            {remainingRenders}
          </Typography>
        </Box>
        {purchasing ? (
          <Button
            component={RouterLink}
            to={paths.checkout.getHref()}
            variant="contained"
            color="warning"
            startIcon={<ShoppingCartIcon />}
            sx={{ color: 'common.white', width: { xs: '100%', sm: 'auto' } }}
          >
            Buy More Renders
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
            Buying more renders is not available right now: card payments are not set up on this
            server.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
