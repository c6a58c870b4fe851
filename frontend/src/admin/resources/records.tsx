import { useEffect, useState } from 'react';
import {
  BooleanField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ImageIcon from '@mui/icons-material/Image';
import DescriptionIcon from '@mui/icons-material/Description';
import { dataProvider, type HoaColor } from '../data-provider';

type Render = {
  id: string;
  status: string;
  beforeThumbnailUrl: string;
  afterThumbnailUrl: string | null;
  beforeImageUrl: string;
  afterImageUrl: string | null;
};

type HoaDocument = {
  id: string;
  status: string;
  fileName: string;
  fileUrl: string;
  thumbnailUrl: string | null;
};

/** The list filters both read-only resources share: a status and the owner's id. */
const statusAndUserFilters = (statuses: string[]) => [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={statuses.map((s) => ({ id: s, name: s }))}
  />,
  <TextInput key="userId" source="userId" label="User id" alwaysOn />,
];

/** The columns both lists end with: whose record it is, why it failed, when it was made. */
const ownerColumns = [
  <TextField key="userEmail" source="userEmail" label="User" sortable={false} />,
  <TextField key="failureReason" source="failureReason" sortable={false} />,
  <DateField key="createdAt" source="createdAt" showTime />,
];

const NEWEST = { field: 'createdAt', order: 'DESC' } as const;

const STATUS_COLOURS: Record<string, 'success' | 'error' | 'warning' | 'default'> = {
  completed: 'success',
  failed: 'error',
  processing: 'warning',
};

function StatusChip() {
  const record = useRecordContext<{ status: string }>();
  if (!record) return null;
  return (
    <Chip
      label={record.status}
      color={STATUS_COLOURS[record.status] ?? 'default'}
      size="small"
      aria-label={`Status: ${record.status}`}
    />
  );
}

function RenderList() {
  return (
    <List filters={statusAndUserFilters(['processing', 'completed', 'failed'])} sort={NEWEST}>
      <Datagrid bulkActionButtons={false} rowClick="show">
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
        {ownerColumns}
      </Datagrid>
    </List>
  );
}

function Figure({ src, caption }: { src: string; caption: string }) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="img"
        src={src}
        alt={caption}
        sx={{ display: 'block', maxWidth: 480, width: '100%', border: '1px solid #ddd' }}
      />
      <Typography component="figcaption" variant="caption">
        {caption}
      </Typography>
    </Box>
  );
}

function RenderImages() {
  const render = useRecordContext<Render>();
  if (!render) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Figure src={render.beforeImageUrl} caption="Before" />
      {render.afterImageUrl ? (
        <Figure src={render.afterImageUrl} caption="After" />
      ) : (
        <Typography>No after image ({render.status})</Typography>
      )}
    </Box>
  );
}

/** One render, read only: its images and status, the scheme and who made it. */
function RenderShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <StatusChip />
        <RenderImages />
        <TextField source="schemeName" label="Scheme" />
        <TextField source="manufacturer" />
        <TextField source="userEmail" label="User" />
        <TextField source="failureReason" emptyText="–" />
        <BooleanField source="shared" label="Shared by link" />
        <DateField source="createdAt" showTime />
        <TextField source="id" />
      </SimpleShowLayout>
    </Show>
  );
}

function HoaDocumentList() {
  return (
    <List
      filters={statusAndUserFilters(['pending', 'processing', 'completed', 'failed'])}
      sort={NEWEST}
    >
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="fileName" />
        <TextField source="status" />
        <NumberField source="colorCount" label="Colours" />
        <TextField source="kind" sortable={false} />
        {ownerColumns}
      </Datagrid>
    </List>
  );
}

function DocumentFile() {
  const document = useRecordContext<HoaDocument>();
  if (!document) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      {document.thumbnailUrl && <Figure src={document.thumbnailUrl} caption={document.fileName} />}
      <Link href={document.fileUrl} target="_blank" rel="noopener">
        Open document
      </Link>
    </Box>
  );
}

function DocumentColors() {
  const document = useRecordContext<HoaDocument>();
  const [colors, setColors] = useState<HoaColor[] | undefined>();
  const id = document?.id;
  useEffect(() => {
    if (id) void dataProvider.getHoaDocumentColors(id).then(setColors);
  }, [id]);
  if (!colors) return null;
  if (colors.length === 0) return <Typography>No colours found</Typography>;
  return (
    <Box component="ul" aria-label="Extracted colours" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {colors.map((c, i) => (
        <Box component="li" key={i} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Box sx={{ width: 18, height: 18, border: '1px solid #999', bgcolor: c.rgb ?? c.code }} />
          {[c.manufacturer, c.code, c.name].filter(Boolean).join(' ')}
        </Box>
      ))}
    </Box>
  );
}

/** One HOA document, read only: its status, the file (a thumbnail when it is an image) and colours. */
function HoaDocumentShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="fileName" />
        <StatusChip />
        <DocumentFile />
        <TextField source="kind" />
        <NumberField source="sizeBytes" label="Size (bytes)" />
        <NumberField source="pageCount" label="Pages" emptyText="–" />
        <TextField source="failureReason" emptyText="–" />
        <TextField source="userEmail" label="User" />
        <DateField source="createdAt" showTime />
        <DateField source="updatedAt" showTime />
        <NumberField source="colorCount" label="Colours found" />
        <DocumentColors />
      </SimpleShowLayout>
    </Show>
  );
}

export const renders = { icon: ImageIcon, list: RenderList, show: RenderShow };
export const hoaDocuments = {
  icon: DescriptionIcon,
  list: HoaDocumentList,
  show: HoaDocumentShow,
  options: { label: 'HOA documents' },
};
