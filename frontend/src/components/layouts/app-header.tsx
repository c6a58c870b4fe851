import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LogoutIcon from '@mui/icons-material/Logout';
import { paths, serverPaths } from '../../config/paths';
import { RendersLeftBadge } from '../ui/renders-left-badge';
import { HeaderBar } from './header-bar';

type AppHeaderProps = {
  /** The signed-in user's allowance, for the renders-left badge. */
  user?: { betaTester: boolean; remainingRenders: number } | null;
};

/** Header of the signed-in screens. */
export function AppHeader({ user }: AppHeaderProps) {
  return (
    <HeaderBar
      navLabel="App"
      end={
        <>
          {user && <RendersLeftBadge {...user} />}
          {/* A full navigation: the server ends the session. */}
          <Button
            href={serverPaths.logout}
            aria-label="Sign Out"
            color="inherit"
            startIcon={<LogoutIcon />}
            sx={{
              minWidth: 0,
              px: { xs: 1, md: 1.5 },
              color: 'text.secondary',
              '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 }, ml: { xs: 0, md: -0.5 } },
            }}
          >
            <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
              Sign Out
            </Box>
          </Button>
        </>
      }
      nav={
        <>
          <Button component={RouterLink} to={paths.home.getHref()}>
            Home
          </Button>
          <Button component={RouterLink} to={paths.pricing.getHref()}>
            Pricing
          </Button>
          <Button component={RouterLink} to={paths.dashboard.getHref()}>
            Dashboard
          </Button>
          <Button component={RouterLink} to={paths.hoa.getHref()}>
            HOA Docs
          </Button>
        </>
      }
    />
  );
}
