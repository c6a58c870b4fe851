import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  EditButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import Box from '@mui/material/Box';
import PaletteIcon from '@mui/icons-material/Palette';

type Scheme = { id: string; bodyColor: string; trimColor: string; accentColor: string };

const CATEGORIES = ['Classic Neutrals', 'Modern Farmhouse', 'Coastal Colors', 'HOA Approved'].map(
  (c) => ({ id: c, name: c }),
);

const first = (list: string) => list.split(',')[0]?.trim() ?? '#CCCCCC';

function Swatches({ scheme }: { scheme: Scheme }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {[scheme.bodyColor, scheme.trimColor, scheme.accentColor].map((hex, i) => (
        <Box
          key={i}
          title={hex}
          sx={{ width: 18, height: 18, border: '1px solid #999', bgcolor: first(hex) }}
        />
      ))}
    </Box>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name or code" />,
  <SelectInput key="category" source="category" choices={CATEGORIES} alwaysOn />,
  <TextInput key="manufacturer" source="manufacturer" alwaysOn />,
];

function PaintSchemeList() {
  return (
    <List filters={filters} sort={{ field: 'sortOrder', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="schemeCode" />
        <TextField source="category" />
        <TextField source="manufacturer" />
        <BooleanField source="isHoaApproved" label="HOA approved" />
        <FunctionField label="Colours" render={(s: Scheme) => <Swatches scheme={s} />} />
        <EditButton />
      </Datagrid>
    </List>
  );
}

/** SPEC §5's fields; the server checks the rules and answers with the spec's messages. */
function SchemeForm() {
  return (
    <SimpleForm>
      <TextInput source="name" required />
      <TextInput source="schemeCode" required />
      <TextInput source="category" required helperText={CATEGORIES.map((c) => c.id).join(', ')} />
      <TextInput source="manufacturer" required />
      <BooleanInput source="isHoaApproved" label="HOA approved" />
      <SelectInput
        source="colorSelectionType"
        choices={[
          { id: 'swap', name: 'swap' },
          { id: 'all', name: 'all' },
        ]}
        emptyText="none"
      />
      {(['body', 'trim', 'accent'] as const).map((s) => (
        <Box key={s} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextInput source={`${s}Color`} label={`${s} hex (#RRGGBB, comma-separated)`} required />
          <TextInput source={`${s}ColorCode`} label={`${s} code(s)`} required />
          <TextInput source={`${s}ColorName`} label={`${s} name(s)`} />
        </Box>
      ))}
    </SimpleForm>
  );
}

function PaintSchemeEdit() {
  return (
    // One Delete: the form toolbar's, which asks for confirmation first (SPEC §5).
    <Edit mutationMode="pessimistic" redirect="list">
      <SchemeForm />
    </Edit>
  );
}

function PaintSchemeCreate() {
  return (
    <Create redirect="list">
      <SchemeForm />
    </Create>
  );
}

export const paintSchemes = {
  icon: PaletteIcon,
  list: PaintSchemeList,
  edit: PaintSchemeEdit,
  create: PaintSchemeCreate,
  options: { label: 'Paint schemes' },
};
