import type { ReactNode } from 'react';
import type { DropzoneState } from 'react-dropzone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileUploadIcon from '@mui/icons-material/FileUpload';

type FileDropAreaProps = {
  /** From useDropzone (with noClick: the whole area opens the picker on click). */
  dropzone: Pick<DropzoneState, 'getRootProps' | 'getInputProps' | 'isDragActive' | 'open'>;
  icon: (isDragActive: boolean) => ReactNode;
  title: string;
  dragTitle: string;
  hint: string;
  /** 'photo' gives data-testid 'photo-dropzone' and 'photo-input'. */
  testId: string;
  inputLabel: string;
  disabled?: boolean;
};

/** A dashed drop area with a 'Choose File' button and a hint (photo and HOA uploads). */
export function FileDropArea({
  dropzone,
  icon,
  title,
  dragTitle,
  hint,
  testId,
  inputLabel,
  disabled = false,
}: FileDropAreaProps) {
  const { getRootProps, getInputProps, isDragActive, open } = dropzone;
  return (
    <Box
      {...getRootProps({ onClick: () => !disabled && open() })}
      data-testid={`${testId}-dropzone`}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isDragActive ? 'primary.main' : 'divider',
        borderRadius: 3,
        py: { xs: 4, md: 7 },
        px: 2,
        textAlign: 'center',
        cursor: disabled ? 'progress' : 'pointer',
        bgcolor: isDragActive ? 'action.hover' : 'background.default',
        transition: 'border-color 120ms, background-color 120ms',
        '&:hover': { borderColor: 'primary.light' },
      }}
    >
      <input {...getInputProps()} data-testid={`${testId}-input`} aria-label={inputLabel} />
      {icon(isDragActive)}
      <Typography sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
        {isDragActive ? dragTitle : title}
      </Typography>
      <Button
        variant="contained"
        startIcon={<FileUploadIcon />}
        disabled={disabled}
        sx={{ mt: 2, mb: 1.5 }}
        // The click bubbles to the drop area, which opens the file picker.
      >
        Choose File
      </Button>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </Box>
  );
}
