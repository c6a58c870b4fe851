import {
  Datagrid,
  DateField,
  DateInput,
  List,
  NumberField,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';

const filters = [
  <TextInput key="userId" source="userId" label="User id" alwaysOn />,
  <TextInput
    key="streamName"
    source="streamName"
    label="Stream (or prefix ending in -)"
    alwaysOn
  />,
  <TextInput key="type" source="type" label="Event type" alwaysOn />,
  <DateInput key="from" source="from" label="From" alwaysOn />,
  <DateInput key="to" source="to" label="To" alwaysOn />,
];

/** An event's data and metadata, as stored. */
function EventDetail() {
  const event = useRecordContext<{ data: unknown; metadata: unknown }>();
  if (!event) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
      {(['data', 'metadata'] as const).map((part) => (
        <Box key={part}>
          <Typography variant="subtitle2">{part}</Typography>
          <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', fontSize: 12 }}>
            {JSON.stringify(event[part], null, 2)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The audit log: the global event stream, newest first. */
function EventList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={50} title="Audit log">
      <Datagrid bulkActionButtons={false} rowClick="expand" expand={<EventDetail />}>
        <NumberField source="id" label="Position" />
        <DateField source="createdAt" showTime />
        <TextField source="streamName" label="Stream" />
        <TextField source="type" />
        <TextField source="userId" label="User" sortable={false} />
        <TextField source="actorId" label="By" sortable={false} />
      </Datagrid>
    </List>
  );
}

export const events = { icon: HistoryIcon, list: EventList, options: { label: 'Audit log' } };
