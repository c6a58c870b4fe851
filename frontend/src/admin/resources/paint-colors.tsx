import { Datagrid, FunctionField, List, SearchInput, TextField, TextInput } from 'react-admin';
import Box from '@mui/material/Box';
import ColorLensIcon from '@mui/icons-material/ColorLens';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search code or name" />,
  <TextInput key="manufacturer" source="manufacturer" alwaysOn />,
];

function PaintColorList() {
  return (
    <List filters={filters} sort={{ field: 'manufacturer', order: 'ASC' }} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField
          label="Colour"
          render={(c: { hex: string }) => (
            <Box
              title={c.hex}
              sx={{ width: 24, height: 18, border: '1px solid #999', bgcolor: c.hex }}
            />
          )}
        />
        <TextField source="manufacturer" />
        <TextField source="code" />
        <TextField source="name" />
        <TextField source="hex" />
      </Datagrid>
    </List>
  );
}

export const paintColors = {
  icon: ColorLensIcon,
  list: PaintColorList,
  options: { label: 'Manufacturer colours' },
};
