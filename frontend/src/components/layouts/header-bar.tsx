import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Brand } from './brand';

type HeaderBarProps = {
  /** Navigation links: a second row on phones, inline from desktop up. */
  nav: ReactNode;
  /** Right-hand side: a button or a badge. */
  end?: ReactNode;
  navLabel: string;
};

/** Shared frame of the public and the signed-in headers. */
export function HeaderBar({ nav, end, navLabel }: HeaderBarProps) {
  return (
    <AppBar position="sticky">
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: { xs: 1, md: 2 },
            rowGap: 0.5,
            py: { xs: 1, md: 1.5 },
          }}
        >
          <Box sx={{ order: 1, flexGrow: { xs: 1, md: 0 } }}>
            <Brand />
          </Box>
          <Box
            component="nav"
            aria-label={navLabel}
            sx={{
              order: { xs: 3, md: 2 },
              width: { xs: '100%', md: 'auto' },
              flexGrow: { md: 1 },
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: { xs: 'space-between', sm: 'center', md: 'flex-start' },
              gap: { xs: 0, md: 0.5 },
              ml: { md: 2 },
              '& .MuiButton-root': {
                color: 'text.secondary',
                fontWeight: 600,
                minWidth: 0,
                px: { xs: 0.75, sm: 1.5 },
                fontSize: { xs: '0.875rem', md: '0.9375rem' },
              },
              '& .MuiButton-root:hover': { color: 'primary.main' },
            }}
          >
            {nav}
          </Box>
          {end && (
            <Box sx={{ order: { xs: 2, md: 3 }, display: 'flex', alignItems: 'center', gap: 1 }}>
              {end}
            </Box>
          )}
        </Box>
      </Container>
    </AppBar>
  );
}
