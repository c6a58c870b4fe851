import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PAINT_PARTNERS } from '../../../config/constants';
import { landingAnchors } from '../../../config/paths';

export function PartnersSection() {
  return (
    <Box
      component="section"
      id={landingAnchors.partners}
      sx={{ py: { xs: 6, md: 8 }, scrollMarginTop: 96 }}
    >
      <Container maxWidth="lg" sx={{ textAlign: 'center' }}>
        <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 1 }}>
          Trusted Partners
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Color schemes from the paint brands professionals already use.
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: { xs: 1.5, md: 2 },
          }}
        >
          {PAINT_PARTNERS.map((name) => (
            <Box
              component="li"
              key={name}
              sx={{
                px: { xs: 2, md: 3 },
                py: 1.25,
                borderRadius: 999,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                fontWeight: 700,
                color: 'text.secondary',
                fontSize: { xs: '0.95rem', md: '1.1rem' },
              }}
            >
              {name}
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
