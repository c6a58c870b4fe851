import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { FileDropArea } from '../../../components/ui/file-drop-area';
import { RejectedFiles } from '../../../components/ui/rejected-files';
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES } from '../../../config/constants';
import { dropzoneAccept } from '../../../lib/file-rejection';
import { rejectionMessage } from '../utils/rejection-message';

const accept = dropzoneAccept(PHOTO_ACCEPT);

type PhotoDropzoneProps = { onFile: (file: File) => void };

/**
 * SPEC §2 Photo upload area: drop or choose one image up to 10 MB. Rejected
 * files are listed with the spec's generic messages (SPEC §5).
 */
export function PhotoDropzone({ onFile }: PhotoDropzoneProps) {
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const dropzone = useDropzone({
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
      <FileDropArea
        dropzone={dropzone}
        testId="photo"
        inputLabel="Upload house photo"
        icon={(dragging) => (
          <AddPhotoAlternateIcon
            aria-hidden
            sx={{ fontSize: 52, color: dragging ? 'primary.main' : 'text.disabled', mb: 1 }}
          />
        )}
        title="Drop files here or browse files"
        dragTitle="Drop your photo here"
        hint="Upload JPG, PNG, HEIC files up to 10MB"
      />
      <RejectedFiles rejections={rejections} message={rejectionMessage} />
    </>
  );
}
