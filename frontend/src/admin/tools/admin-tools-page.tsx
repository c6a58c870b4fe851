import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import { RebuildReportCard } from './rebuild-report-card';

type ToolStatus =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'success'; message: string }
  | { state: 'error'; message: string; detail?: string };

/** SPEC §8: the admin tools show 'HTTP {status}: {statusText}'; the server's reason goes below. */
class ToolError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

const call = async <T,>(url: string, method: 'GET' | 'POST'): Promise<T> => {
  const response = await fetch(url, { method, credentials: 'include' });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new ToolError(`HTTP ${response.status}: ${response.statusText}`, body?.message);
  }
  return (await response.json()) as T;
};

/** The console's dashboard at /admin (SPEC §2 Admin tools), open to everyone. */
export function AdminToolsPage() {
  const [status, setStatus] = useState<ToolStatus>({ state: 'idle' });

  const run = async (action: () => Promise<string>) => {
    setStatus({ state: 'loading' });
    try {
      setStatus({ state: 'success', message: await action() });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const detail = error instanceof ToolError ? error.detail : undefined;
      setStatus({ state: 'error', message, ...(detail ? { detail } : {}) });
    }
  };
  const initialize = () =>
    run(async () => {
      const { count } = await call<{ count: number }>('/api/init-paint-schemes', 'POST');
      return `✅ Success! Initialized ${count} paint schemes`;
    });
  const testCount = () =>
    run(async () => {
      const schemes = await call<unknown[]>('/api/paint-schemes', 'GET');
      return `✅ Found ${schemes.length} paint schemes in database`;
    });
  const loading = status.state === 'loading';

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 900 }}>
      <Typography variant="h4" component="h1">
        Admin Tools
      </Typography>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h6" component="h2">
            Paint Schemes
          </Typography>
          <Typography>
            Initialize Paint Schemes populates the database with 48 predefined paint schemes across
            4 categories.
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => void initialize()} disabled={loading}>
              Initialize Paint Schemes
            </Button>
            <Button variant="outlined" onClick={() => void testCount()} disabled={loading}>
              Test Paint Schemes Count
            </Button>
          </Box>
          <Box role="status" aria-live="polite">
            {loading && <Typography>Working...</Typography>}
            {status.state === 'success' && <Typography>{status.message}</Typography>}
            {status.state === 'error' && (
              <>
                <Typography color="error">❌ Error: {status.message}</Typography>
                {status.detail && <Typography color="error">{status.detail}</Typography>}
              </>
            )}
          </Box>
          <Box>
            <Typography variant="subtitle1" component="h3">
              How to use
            </Typography>
            <ol>
              <li>
                Click &apos;Test Paint Schemes Count&apos; to see how many schemes are stored.
              </li>
              <li>If the count is 0, click &apos;Initialize Paint Schemes&apos;.</li>
              <li>Click &apos;Test Paint Schemes Count&apos; again to check there are 48.</li>
            </ol>
          </Box>
        </CardContent>
      </Card>
      <RebuildReportCard />
      <Card>
        <CardContent>
          <Button component={RouterLink} to={paths.adminPrompts.getHref()}>
            AI Prompt Management
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
