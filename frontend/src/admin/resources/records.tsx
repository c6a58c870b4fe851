import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import Box from '@mui/material/Box';
import ImageIcon from '@mui/icons-material/Image';
import DescriptionIcon from '@mui/icons-material/Description';

type Render = { id: string; beforeThumbnailUrl: string; afterThumbnailUrl: string | null };

const renderFilters = [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={['processing', 'completed', 'failed'].map((s) => ({ id: s, name: s }))}
  />,
  <TextInput key="userId" source="userId" label="User id" alwaysOn />,
];

function RenderList() {
  return (
    <List filters={renderFilters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField
          label="Before / after"
          render={(r: Render) => (
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              <img src={r.beforeThumbnailUrl} alt="Before" width={96} loading="lazy" />
              {r.afterThumbnailUrl && (
                <img src={r.afterThumbnailUrl} alt="After" width={96} loading="lazy" />
              )}
            </Box>
          )}
        />
        <TextField source="status" />
        <TextField source="schemeName" label="Scheme" />
        <TextField source="userEmail" label="User" sortable={false} />
        <TextField source="failureReason" sortable={false} />
        <DateField source="createdAt" showTime />
      </Datagrid>
    </List>
  );
}

const documentFilters = [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={['pending', 'processing', 'completed', 'failed'].map((s) => ({ id: s, name: s }))}
  />,
  <TextInput key="userId" source="userId" label="User id" alwaysOn />,
];

function HoaDocumentList() {
  return (
    <List filters={documentFilters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="fileName" />
        <TextField source="status" />
        <NumberField source="colorCount" label="Colours" />
        <TextField source="kind" sortable={false} />
        <TextField source="userEmail" label="User" sortable={false} />
        <TextField source="failureReason" sortable={false} />
        <DateField source="createdAt" showTime />
      </Datagrid>
    </List>
  );
}

export const renders = { icon: ImageIcon, list: RenderList };
export const hoaDocuments = {
  icon: DescriptionIcon,
  list: HoaDocumentList,
  options: { label: 'HOA documents' },
};
