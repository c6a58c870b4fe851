import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { Notices } from '../components/ui/notices';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { theme } from '../lib/theme';

type AppProviderProps = {
  children: ReactNode;
  /** Tests pass a fresh client; the app uses the shared one (react-admin will too). */
  queryClient?: QueryClient;
};

export function AppProvider({ children, queryClient = defaultQueryClient }: AppProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          {children}
          <Notices />
        </QueryClientProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
