import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { FileDropArea } from '../../../components/ui/file-drop-area';
import { RejectedFiles } from '../../../components/ui/rejected-files';
import { HOA_ACCEPT, HOA_MAX_BYTES } from '../../../config/constants';
import { dropzoneAccept } from '../../../lib/file-rejection';
import { uploadErrorText, useUploadHoaDocument } from '../api/upload-hoa-document';
import { rejectionMessage } from '../utils/rejection-message';

const accept = dropzoneAccept(HOA_ACCEPT);

/**
 * SPEC §2/§5: one HOA document at a time, up to 25 MB, pdf, jpeg, jpg, png, webp, txt, doc or
 * docx; refused files are listed with their reasons. Upload state: idle, uploading, success, error.
 */
export function HoaDropzone() {
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const upload = useUploadHoaDocument();
  const dropzone = useDropzone({
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
      <FileDropArea
        dropzone={dropzone}
        testId="hoa"
        inputLabel="Upload HOA document"
        disabled={upload.isPending}
        icon={(dragging) => (
          <UploadFileIcon
            aria-hidden
            sx={{ fontSize: 48, color: dragging ? 'primary.main' : 'text.disabled', mb: 1 }}
          />
        )}
        title="Drop your HOA document here or browse files"
        dragTitle="Drop your document here"
        hint="PDF, JPG, PNG, WebP, TXT, DOC or DOCX files up to 25MB"
      />
      {upload.isPending && (
        <Box role="status" aria-label="Upload progress" sx={{ mt: 2 }}>
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
