import { useQuery } from '@tanstack/react-query';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { dataProvider } from '../data-provider';

/** The last `npm run projections:rebuild`: when, how many events, equal or not. */
export function RebuildReportCard() {
  const report = useQuery({
    queryKey: ['admin', 'rebuild-report'],
    queryFn: () => dataProvider.getRebuildReport(),
  });
  const r = report.data?.report;
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          Read models
        </Typography>
        {report.isPending && <Typography>Loading the last rebuild...</Typography>}
        {report.error && (
          <Typography color="error">Last rebuild unavailable: {report.error.message}</Typography>
        )}
        {report.data && !r && (
          <Typography>
            No rebuild has run yet: run npm run projections:rebuild to check the read models.
          </Typography>
        )}
        {r && (
          <>
            <Typography>
              Last projections:rebuild at {new Date(r.ranAt).toLocaleString()}: replayed {r.events}{' '}
              events (up to position {r.position}).
            </Typography>
            <Typography color={r.equal ? 'success.main' : 'error'}>
              {r.equal
                ? '✅ Rebuilt read tables EQUAL the live tables'
                : `❌ Rebuilt read tables DIFFER from the live tables (${r.tables
                    .filter((t) => t.differences > 0)
                    .map((t) => `${t.table}: ${t.differences}`)
                    .join(', ')})`}
              {r.replaced ? ' (rebuilt rows swapped in)' : ''}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
