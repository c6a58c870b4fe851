import { alpha, createTheme } from '@mui/material/styles';

const brand = '#0e7c66';
const accent = '#f28c28';

export const theme = createTheme({
  palette: {
    primary: { main: brand, light: '#3fa58c', dark: '#095c4b', contrastText: '#ffffff' },
    // Dark text on the orange accent, and an orange deep enough for white text and for text on
    // white: both keep WCAG AA contrast (4.5:1), which axe checks in the browser tests.
    secondary: { main: accent, contrastText: '#17211e' },
    warning: { main: '#b85a0a' },
    background: { default: '#f6f8f7', paper: '#ffffff' },
    text: { primary: '#17211e', secondary: '#55625e' },
    divider: '#e1e7e4',
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 10 }, sizeLarge: { padding: '12px 24px' } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: ({ theme }) => ({
          border: `1px solid ${theme.palette.divider}`,
          boxShadow: `0 1px 2px ${alpha('#0b1f1a', 0.04)}, 0 8px 24px ${alpha('#0b1f1a', 0.05)}`,
        }),
      },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: ({ theme }) => ({
          backgroundColor: alpha(theme.palette.background.paper, 0.92),
          backdropFilter: 'blur(8px)',
          borderBottom: `1px solid ${theme.palette.divider}`,
        }),
      },
    },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
  },
});
