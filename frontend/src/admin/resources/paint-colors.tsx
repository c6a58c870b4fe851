import {
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import Box from '@mui/material/Box';
import ColorLensIcon from '@mui/icons-material/ColorLens';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search code or name" />,
  <TextInput key="manufacturer" source="manufacturer" alwaysOn />,
  // The families come from the server, which files each colour under one (from its hex).
  <ReferenceInput key="category" source="category" reference="colour-families" alwaysOn>
    <SelectInput label="Category" optionText="name" />
  </ReferenceInput>,
];

function Swatch({ hex }: { hex: string }) {
  return <Box title={hex} sx={{ width: 24, height: 18, border: '1px solid #999', bgcolor: hex }} />;
}

function PaintColorList() {
  return (
    <List filters={filters} sort={{ field: 'manufacturer', order: 'ASC' }} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <FunctionField label="Colour" render={(c: { hex: string }) => <Swatch hex={c.hex} />} />
        <TextField source="manufacturer" />
        <TextField source="code" />
        <TextField source="name" />
        <TextField source="hex" />
        <TextField source="category" />
      </Datagrid>
    </List>
  );
}

/**
 * SPEC §5's colour fields; the server checks the rules and answers with the spec's messages.
 * A colour is named by its manufacturer and code, so an edit changes only its name and hex.
 */
function ColorForm({ existing }: { existing?: boolean }) {
  return (
    <SimpleForm>
      <TextInput
        source="manufacturer"
        required
        readOnly={existing}
        helperText="e.g. Sherwin-Williams, Benjamin Moore"
      />
      <TextInput
        source="code"
        required
        readOnly={existing}
        helperText="e.g. SW 7015, HC-172, 2121-70"
      />
      <TextInput source="name" helperText="Optional, up to 100 characters" />
      <TextInput source="hex" required helperText="#RRGGBB" />
    </SimpleForm>
  );
}

function PaintColorEdit() {
  return (
    // The form's toolbar has Delete, which asks for confirmation first (SPEC §5).
    <Edit mutationMode="pessimistic" redirect="list">
      <ColorForm existing />
    </Edit>
  );
}

function PaintColorCreate() {
  return (
    <Create redirect="list">
      <ColorForm />
    </Create>
  );
}

export const paintColors = {
  icon: ColorLensIcon,
  list: PaintColorList,
  edit: PaintColorEdit,
  create: PaintColorCreate,
  options: { label: 'Manufacturer colours' },
};
