import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { landingAnchors } from '../../../config/paths';

const features = [
  {
    title: 'AI-Powered Precision',
    text: "Our AI identifies your home's body, trim and accent surfaces and their current colors, then repaints them realistically.",
    Icon: AutoAwesomeIcon,
  },
  {
    title: 'HOA Compliance',
    text: 'Choose from color schemes pre-approved for HOA compliance, or turn your own HOA documents into approved schemes.',
    Icon: VerifiedUserIcon,
  },
  {
    title: 'Mobile Optimized',
    text: 'Optimized for door-to-door sales staff and on-site consultants: show homeowners new colors right at the curb.',
    Icon: PhoneIphoneIcon,
  },
] as const;

export function FeaturesSection() {
  return (
    <Box
      component="section"
      id={landingAnchors.features}
      sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.paper', scrollMarginTop: 96 }}
    >
      <Container maxWidth="lg">
        <Typography
          variant="h2"
          sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, textAlign: 'center', mb: 1 }}
        >
          Everything You Need to Choose with Confidence
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ textAlign: 'center', mb: { xs: 4, md: 6 }, maxWidth: 640, mx: 'auto' }}
        >
          From a single photo to a shareable preview in minutes.
        </Typography>
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 3 }}
        >
          {features.map(({ title, text, Icon }) => (
            <Card key={title} sx={{ height: '100%' }}>
              <CardContent sx={{ p: 3 }}>
                <Box
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    mb: 2,
                  }}
                >
                  <Icon />
                </Box>
                <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
                  {title}
                </Typography>
                <Typography color="text.secondary">{text}</Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
