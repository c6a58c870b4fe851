import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { RejectedFiles } from '../../../components/ui/rejected-files';
import { HOA_ACCEPT, HOA_MAX_BYTES } from '../../../config/constants';
import { uploadErrorText, useUploadHoaDocument } from '../api/upload-hoa-document';
import { rejectionMessage } from '../utils/rejection-message';

// react-dropzone wants mutable arrays.
const accept = Object.fromEntries(
  Object.entries(HOA_ACCEPT).map(([type, extensions]) => [type, [...extensions]]),
);

/**
 * SPEC §2/§5: one HOA document at a time, up to 25 MB, pdf, jpeg, jpg, png, webp, txt, doc or
 * docx; refused files are listed with their reasons. Upload state: idle, uploading, success, error.
 */
export function HoaDropzone() {
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const upload = useUploadHoaDocument();
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept,
    maxSize: HOA_MAX_BYTES,
    minSize: 1,
    maxFiles: 1,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: upload.isPending,
    onDrop: (accepted, rejected) => {
      setRejections(rejected);
      const [file] = accepted;
      if (file) upload.mutate(file);
    },
  });

  return (
    <Box>
      <Box
        {...getRootProps({ onClick: () => !upload.isPending && open() })}
        data-testid="hoa-dropzone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          borderRadius: 3,
          py: { xs: 4, md: 6 },
          px: 2,
          textAlign: 'center',
          cursor: upload.isPending ? 'progress' : 'pointer',
          bgcolor: isDragActive ? 'action.hover' : 'background.default',
          '&:hover': { borderColor: 'primary.light' },
        }}
      >
        <input {...getInputProps()} data-testid="hoa-input" aria-label="Upload HOA document" />
        <UploadFileIcon
          aria-hidden
          sx={{ fontSize: 48, color: isDragActive ? 'primary.main' : 'text.disabled', mb: 1 }}
        />
        <Typography sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          {isDragActive ? 'Drop your document here' : 'Drop your HOA document here or browse files'}
        </Typography>
        <Button
          variant="contained"
          startIcon={<FileUploadIcon />}
          disabled={upload.isPending}
          sx={{ mt: 2, mb: 1.5 }}
        >
          Choose File
        </Button>
        <Typography variant="body2" color="text.secondary">
          PDF, JPG, PNG, WebP, TXT, DOC or DOCX files up to 25MB
        </Typography>
      </Box>
      {upload.isPending && (
        <Box role="status" sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Uploading {upload.variables.name}...
          </Typography>
          <LinearProgress aria-label="Uploading" />
        </Box>
      )}
      {upload.isSuccess && (
        <Alert severity="success" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
          {upload.data.fileName} uploaded. Choose Start Processing below to read its colors.
        </Alert>
      )}
      {upload.isError && (
        <Alert severity="error" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
          {uploadErrorText(upload.error)}
        </Alert>
      )}
      <RejectedFiles rejections={rejections} message={rejectionMessage} />
    </Box>
  );
}
