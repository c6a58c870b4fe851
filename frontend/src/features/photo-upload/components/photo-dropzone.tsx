import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import { RejectedFiles } from '../../../components/ui/rejected-files';
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES } from '../../../config/constants';
import { rejectionMessage } from '../utils/rejection-message';

// react-dropzone wants mutable arrays.
const accept = Object.fromEntries(
  Object.entries(PHOTO_ACCEPT).map(([type, extensions]) => [type, [...extensions]]),
);

type PhotoDropzoneProps = { onFile: (file: File) => void };

/**
 * SPEC §2 Photo upload area: drop or choose one image up to 10 MB. Rejected
 * files are listed with the spec's generic messages (SPEC §5).
 */
export function PhotoDropzone({ onFile }: PhotoDropzoneProps) {
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept,
    maxSize: PHOTO_MAX_BYTES,
    maxFiles: 1,
    multiple: false,
    // The whole area opens the picker by click; the button is the keyboard path.
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejected) => {
      setRejections(rejected);
      const [file] = accepted;
      if (file) onFile(file);
    },
  });

  return (
    <>
      <Box
        {...getRootProps({ onClick: () => open() })}
        data-testid="photo-dropzone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          borderRadius: 3,
          py: { xs: 4, md: 7 },
          px: 2,
          textAlign: 'center',
          cursor: 'pointer',
          bgcolor: isDragActive ? 'action.hover' : 'background.default',
          transition: 'border-color 120ms, background-color 120ms',
          '&:hover': { borderColor: 'primary.light' },
        }}
      >
        <input {...getInputProps()} data-testid="photo-input" aria-label="Upload house photo" />
        <AddPhotoAlternateIcon
          aria-hidden
          sx={{ fontSize: 52, color: isDragActive ? 'primary.main' : 'text.disabled', mb: 1 }}
        />
        <Typography sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          {isDragActive ? 'Drop your photo here' : 'Drop files here or browse files'}
        </Typography>
        <Button
          variant="contained"
          startIcon={<FileUploadIcon />}
          sx={{ mt: 2, mb: 1.5 }}
          // The click bubbles to the drop area, which opens the file picker.
        >
          Choose File
        </Button>
        <Typography variant="body2" color="text.secondary">
          Upload JPG, PNG, HEIC files up to 10MB
        </Typography>
      </Box>
      <RejectedFiles rejections={rejections} message={rejectionMessage} />
    </>
  );
}
