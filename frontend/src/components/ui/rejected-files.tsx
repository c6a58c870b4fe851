import type { FileError, FileRejection } from 'react-dropzone';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';

type RejectedFilesProps = {
  rejections: readonly FileRejection[];
  message: (error: FileError) => string;
};

/** The files a drop zone refused, each with its reasons (SPEC §5). */
export function RejectedFiles({ rejections, message }: RejectedFilesProps) {
  if (rejections.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      <AlertTitle>
        {rejections.length === 1 ? 'This file was not accepted' : 'These files were not accepted'}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {rejections.map(({ file, errors }, index) => (
          <Box component="li" key={`${file.name}-${index}`} sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {file.name}
            </Box>
            {errors.map((error) => (
              <Box component="span" key={error.code} sx={{ display: 'block' }}>
                {message(error)}
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
