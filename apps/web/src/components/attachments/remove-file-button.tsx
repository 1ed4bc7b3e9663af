import type { FileEntity } from '@georisk/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { failureText } from '../../api/api';
import { ConfirmDialog, type PendingChange } from '../confirm-dialog';
import { useRemoveFileMutation } from './attachments-api';

/**
 * Removes a file its reader attached, after asking (docs/rules/files.md, "Removing"); a refusal
 * shows beside it.
 */
export const RemoveFileButton = ({ file }: { file: FileEntity }) => {
  const [remove, state] = useRemoveFileMutation();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ask = () =>
    setPending({
      title: 'Remove file',
      text: `Remove "${file.name}"? Nobody will be able to download it any more.`,
      confirm: 'Remove',
      run: async () => {
        try {
          await remove(file.file_id).unwrap();
        } catch (error) {
          setFailure(failureText(error));
        }
        setPending(null);
      },
    });
  return (
    <>
      <Button
        variant="link"
        size="sm"
        className="p-0 text-danger"
        aria-label={`Remove ${file.name}`}
        onClick={ask}
      >
        <i className="bi bi-trash me-1" aria-hidden="true" />
        Remove
      </Button>
      {failure && (
        <span role="alert" className="text-danger small">
          {failure}
        </span>
      )}
      <ConfirmDialog pending={pending} busy={state.isLoading} onClose={() => setPending(null)} />
    </>
  );
};
