import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { diffLines } from 'diff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { notify } from '../../components/ui/notices';
import { dataProvider, type PromptRevision, type PromptService } from '../data-provider';

const who = (r: PromptRevision) =>
  r.revisedByEmail ?? (r.revisedBy ? r.revisedBy : 'default (first start)');
const note = (r: PromptRevision) =>
  r.restoredFrom !== null
    ? `restored revision ${r.restoredFrom}`
    : r.revisedBy
      ? 'edited'
      : 'seeded';

/** The differences between two revisions' texts, line by line. */
function RevisionDiff({ from, to }: { from: PromptRevision; to: PromptRevision }) {
  const parts = diffLines(from.prompt, to.prompt);
  return (
    <Box
      component="pre"
      aria-label={`Changes from revision ${from.revision} to revision ${to.revision}`}
      sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap', p: 1, bgcolor: 'grey.50', m: 0 }}
    >
      {parts.map((part, i) => (
        <Box
          key={i}
          component={part.added ? 'ins' : part.removed ? 'del' : 'span'}
          sx={{
            display: 'block',
            textDecoration: 'none',
            bgcolor: part.added ? '#e6ffec' : part.removed ? '#ffebe9' : 'transparent',
          }}
        >
          {part.value
            .replace(/\n$/, '')
            .split('\n')
            .map((line) => `${part.added ? '+ ' : part.removed ? '- ' : '  '}${line}`)
            .join('\n')}
        </Box>
      ))}
    </Box>
  );
}

/** Every saved revision with who and when, a diff between two, and restore as a new revision. */
export function PromptHistory({ service, current }: { service: PromptService; current: string }) {
  const queryClient = useQueryClient();
  const revisions = useQuery({
    queryKey: ['admin', 'prompts', service, 'revisions', current],
    queryFn: () => dataProvider.getPromptRevisions(service),
  });
  const [picked, setPicked] = useState<{ from?: number; to?: number }>({});
  const restore = useMutation({
    mutationFn: (revision: number) => dataProvider.restorePrompt(service, revision),
    onSuccess: async (_r, revision) => {
      notify({ title: 'Prompt Restored', description: `${service} revision ${revision} restored` });
      setPicked({});
      await queryClient.invalidateQueries({ queryKey: ['admin', 'prompts'] });
    },
    onError: (error) =>
      notify({ title: 'Restore Failed', description: error.message, variant: 'destructive' }),
  });

  if (revisions.isPending) return <Typography>Loading history...</Typography>;
  if (revisions.error)
    return <Typography color="error">Failed to load history: {revisions.error.message}</Typography>;
  const list = revisions.data;
  const newest = list[0];
  const from = list.find((r) => r.revision === (picked.from ?? list[1]?.revision));
  const to = list.find((r) => r.revision === (picked.to ?? newest?.revision));
  const choose = (label: string, value: number | undefined, key: 'from' | 'to') => (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(e) => setPicked((p) => ({ ...p, [key]: Number(e.target.value) }))}
      sx={{ minWidth: 160 }}
    >
      {list.map((r) => (
        <MenuItem key={r.revision} value={r.revision}>
          Revision {r.revision}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h3">
        History
      </Typography>
      <Table size="small" aria-label={`${service} prompt history`}>
        <TableHead>
          <TableRow>
            <TableCell>Revision</TableCell>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>What</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((r) => (
            <TableRow key={r.revision}>
              <TableCell>
                {r.revision}
                {r === newest ? ' (current)' : ''}
              </TableCell>
              <TableCell>{new Date(r.revisedAt).toLocaleString()}</TableCell>
              <TableCell>{who(r)}</TableCell>
              <TableCell>{note(r)}</TableCell>
              <TableCell>
                {r !== newest && (
                  <Button
                    size="small"
                    onClick={() => restore.mutate(r.revision)}
                    disabled={restore.isPending}
                  >
                    Restore revision {r.revision}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {list.length > 1 && from && to && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', gap: 2 }}>
            {choose('Compare from', from.revision, 'from')}
            {choose('to', to.revision, 'to')}
          </Box>
          <RevisionDiff from={from} to={to} />
        </Box>
      )}
    </Box>
  );
}
