import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  BooleanField,
  Datagrid,
  DateField,
  List,
  NumberField,
  SearchInput,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PeopleIcon from '@mui/icons-material/People';
import { notify } from '../../components/ui/notices';
import { dataProvider } from '../data-provider';

type User = { id: string; email: string; betaTester: boolean; remainingRenders: number };

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search by email" />];

function UserList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="email" />
        <TextField source="name" />
        <NumberField source="remainingRenders" label="Renders left" />
        <BooleanField source="betaTester" label="Beta tester" />
        <BooleanField source="isAdmin" label="Admin" />
        <DateField source="createdAt" showTime />
      </Datagrid>
    </List>
  );
}

/** An admin change to the user: it needs a reason, which goes into the event. */
function UserActions() {
  const user = useRecordContext<User>();
  const refresh = useRefresh();
  const [count, setCount] = useState('2');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify({ title: 'Saved', description: done });
      setReason('');
      refresh();
    } catch (error) {
      notify({ title: 'Failed', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, p: 2, maxWidth: 600 }}>
      <Typography variant="h6" component="h2">
        Admin actions
      </Typography>
      <MuiTextField
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        helperText="Recorded with the change"
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <MuiTextField
          label="Renders to grant"
          type="number"
          value={count}
          onChange={(e) => setCount(e.target.value)}
          sx={{ width: 160 }}
        />
        <Button
          variant="contained"
          disabled={busy}
          onClick={() =>
            void run(
              () => dataProvider.grantRenders(user.id, Number(count), reason),
              `Granted ${count} renders to ${user.email}`,
            )
          }
        >
          Grant renders
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() =>
            void run(
              () => dataProvider.setBetaTester(user.id, !user.betaTester, reason),
              `${user.email} is ${user.betaTester ? 'no longer' : 'now'} a beta tester`,
            )
          }
        >
          {user.betaTester ? 'Clear beta tester' : 'Set beta tester'}
        </Button>
        <Button component={RouterLink} to={`/admin/users/${user.id}/statement`}>
          Statement
        </Button>
        <Button
          component={RouterLink}
          to={`/admin/events?filter=${encodeURIComponent(JSON.stringify({ userId: user.id }))}`}
        >
          Audit log
        </Button>
      </Box>
    </Box>
  );
}

function UserShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="email" />
        <TextField source="name" />
        <TextField source="id" />
        <NumberField source="remainingRenders" label="Renders left" />
        <BooleanField source="betaTester" label="Beta tester" />
        <BooleanField source="betaTesterByEmailList" label="On BETA_TESTER_EMAILS" />
        <BooleanField source="isAdmin" label="Admin" />
        <DateField source="createdAt" showTime />
        <DateField source="lastSignInAt" showTime />
      </SimpleShowLayout>
      <UserActions />
    </Show>
  );
}

export const users = { icon: PeopleIcon, list: UserList, show: UserShow };
