import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { InlineLoading } from '../../../components/ui/inline-loading';
import { notify } from '../../../components/ui/notices';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useDeleteHoaDocument } from '../api/delete-hoa-document';
import { useHoaDocuments } from '../api/get-hoa-documents';
import { useParseHoaDocument } from '../api/parse-hoa-document';
import type { HoaDocument } from '../types';
import { cleanUpFailed, firstTimeHidden } from '../utils/cleanup';
import { DocumentItem } from './document-item';

/** SPEC §2/§4: the user's documents, with the failed-document cleanup above 3 failures. */
export function DocumentList() {
  const documents = useHoaDocuments();
  const parse = useParseHoaDocument();
  const remove = useDeleteHoaDocument();
  const [toDelete, setToDelete] = useState<HoaDocument | null>(null);
  const { visible, hidden } = cleanUpFailed(documents.data ?? []);

  const hiddenIds = hidden.map((document) => document.id).join(',');
  useEffect(() => {
    if (!firstTimeHidden(hidden)) return;
    notify({
      title: 'Failed Documents Hidden',
      description: `${hidden.length} documents that failed to process were hidden from your list.`,
    });
    // Only a new set of hidden documents notifies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hiddenIds]);

  if (documents.isPending) return <InlineLoading label="Loading documents..." />;
  if (documents.isError)
    return (
      <RetryAlert
        message="Could not load your documents."
        onRetry={() => void documents.refetch()}
      />
    );

  return (
    <>
      {hidden.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {hidden.length} failed documents are hidden to keep your list tidy. Upload them again to
          retry.
        </Alert>
      )}
      {visible.length === 0 ? (
        <Typography color="text.secondary">
          {hidden.length > 0
            ? 'All documents hidden due to cleanup'
            : 'No documents yet. Upload your HOA paint guidelines to get started.'}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {visible.map((document) => (
            <DocumentItem
              key={document.id}
              document={document}
              starting={parse.isPending && parse.variables === document.id}
              onStart={() => parse.mutate(document.id)}
              onDelete={() => setToDelete(document)}
            />
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this document?"
        message={`${toDelete?.fileName ?? 'The document'} and the colors found in it will be removed. Custom schemes you made from it stay.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        destructive
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          toDelete && remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) })
        }
      />
    </>
  );
}
