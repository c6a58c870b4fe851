import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const STEPS = [
  {
    title: 'Upload',
    text: 'Add your HOA paint guidelines: a PDF, a photo of the page, a Word or text file.',
  },
  {
    title: 'AI Processing',
    text: 'CurbHue reads the document and finds every approved paint color.',
  },
  { title: 'Create Schemes', text: 'Combine approved colors into body, trim and accent schemes.' },
  { title: 'Visualize', text: 'See your house painted in your HOA-approved scheme.' },
] as const;

/** SPEC §2: the four-step explainer of the HOA document manager. */
export function HowItWorks() {
  return (
    <Box component="section" aria-labelledby="how-it-works-heading">
      <Typography id="how-it-works-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        How It Works
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
        }}
      >
        {STEPS.map((step, index) => (
          <Box component="li" key={step.title} sx={{ display: 'flex', gap: 1.5 }}>
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 32,
                height: 32,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
              }}
            >
              {index + 1}
            </Box>
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{step.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {step.text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
