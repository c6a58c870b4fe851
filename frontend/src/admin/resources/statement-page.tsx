import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { dataProvider } from '../data-provider';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A user's render statement, replayed from their billing and render streams. */
export function StatementPage() {
  const { id = '' } = useParams();
  const statement = useQuery({
    queryKey: ['admin', 'statement', id],
    queryFn: () => dataProvider.getStatement(id),
  });
  if (statement.isPending) return <Typography sx={{ p: 2 }}>Loading statement...</Typography>;
  if (statement.error)
    return (
      <Typography sx={{ p: 2 }} color="error">
        Failed to load the statement: {statement.error.message}
      </Typography>
    );
  const s = statement.data;
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Statement for {s.email}
      </Typography>
      <Table size="small" aria-label="Statement">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>Description</TableCell>
            <TableCell align="right">Change</TableCell>
            <TableCell align="right">Balance</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {s.lines.map((line) => (
            <TableRow key={line.position}>
              <TableCell>{new Date(line.at).toLocaleString()}</TableCell>
              <TableCell>{line.kind}</TableCell>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{signed(line.change)}</TableCell>
              <TableCell align="right">{line.balance}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={4}>Closing balance</TableCell>
            <TableCell align="right" data-testid="closing-balance">
              {s.closingBalance}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
      <Typography data-testid="renders-left">Renders left: {s.remainingRenders}</Typography>
      <Typography color={s.equal ? 'success.main' : 'error'}>
        {s.equal
          ? '✓ The closing balance equals the renders left'
          : '✗ The closing balance differs from the renders left'}
      </Typography>
    </Box>
  );
}
