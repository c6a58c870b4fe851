import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  EXTRA_RENDERS_COUNT,
  EXTRA_RENDERS_PRICE,
  FREE_RENDERS,
  SALES_EMAIL,
  SALES_SUBJECT,
} from '../../../config/constants';
import { paths } from '../../../config/paths';

export const contactSalesHref = `mailto:${SALES_EMAIL}?subject=${encodeURIComponent(SALES_SUBJECT)}`;

type PlanCardProps = {
  name: string;
  audience: string;
  price: string;
  priceNote: string;
  features: readonly string[];
  action: ReactNode;
  highlighted?: boolean;
};

function PlanCard({
  name,
  audience,
  price,
  priceNote,
  features,
  action,
  highlighted,
}: PlanCardProps) {
  return (
    <Card
      component="article"
      aria-label={`${name} plan`}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        ...(highlighted && { borderColor: 'primary.main', borderWidth: 2 }),
      }}
    >
      <CardContent
        sx={{ p: { xs: 3, md: 4 }, flexGrow: 1, display: 'flex', flexDirection: 'column' }}
      >
        <Typography variant="h3" sx={{ fontSize: '1.5rem' }}>
          {name}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {audience}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Typography component="span" sx={{ fontSize: '2.5rem', fontWeight: 800, lineHeight: 1 }}>
            {price}
          </Typography>
          <Typography component="span" color="text.secondary">
            {priceNote}
          </Typography>
        </Box>
        <List dense sx={{ mb: 2, flexGrow: 1 }}>
          {features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32, color: 'primary.main' }}>
                <CheckCircleIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
        {action}
      </CardContent>
    </Card>
  );
}

export function PricingPlans() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        gap: 3,
        maxWidth: 880,
        mx: 'auto',
      }}
    >
      <PlanCard
        highlighted
        name="Homeowner"
        audience="For homeowners planning an exterior repaint"
        price={EXTRA_RENDERS_PRICE}
        priceNote={`for ${EXTRA_RENDERS_COUNT} renders`}
        features={[
          `${FREE_RENDERS} free render to try`,
          'HOA-approved color schemes',
          'AI-powered visualization',
          'Share results with contractors',
        ]}
        action={
          <Button
            component={RouterLink}
            to={paths.home.getHref()}
            variant="contained"
            size="large"
            fullWidth
          >
            Get Started Free
          </Button>
        }
      />
      <PlanCard
        name="Commercial"
        audience="For HOA communities and property managers"
        price="Custom"
        priceNote="pricing"
        features={[
          'Unlimited renders',
          'Custom HOA color schemes',
          'Community branding',
          'Priority support',
          'Dedicated account manager',
        ]}
        action={
          <Button href={contactSalesHref} variant="outlined" size="large" fullWidth>
            Contact Sales
          </Button>
        }
      />
    </Box>
  );
}
