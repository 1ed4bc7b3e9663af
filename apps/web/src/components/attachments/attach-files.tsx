import { FILE_ACCEPT, type FileParent } from '@georisk/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { failureText } from '../../api/api';
import type { BannerVariant } from '../banner';
import { useAttachFileMutation } from './attachments-api';
import { base64Of, refusalOf } from './read-file';

/**
 * Sends chosen files to a parent one by one; answers the sentence of each refused file
 * ("brief.exe: This type of file is not allowed"), checked here first and by the server last.
 */
export const useUploadFiles = () => {
  const [attach, state] = useAttachFileMutation();
  const upload = async (parent: FileParent, parentId: string, files: File[]) => {
    const refusals: string[] = [];
    for (const file of files) {
      const refused = refusalOf(file);
      if (refused) {
        refusals.push(`${file.name}: ${refused}`);
        continue;
      }
      try {
        const content = await base64Of(file);
        await attach({ parent, parent_id: parentId, name: file.name, content }).unwrap();
      } catch (error) {
        refusals.push(`${file.name}: ${failureText(error)}`);
      }
    }
    return refusals;
  };
  return { upload, uploading: state.isLoading };
};

/** The sentences of the chosen files that would be refused before sending, if any. */
export const refusalsOf = (files: File[]) =>
  files.flatMap((file) => {
    const refused = refusalOf(file);
    return refused ? [`${file.name}: ${refused}`] : [];
  });

/**
 * A file picker (several at once, the allow-list's endings offered). `files` are the chosen
 * ones; a new choice replaces them. `resetKey` changes to empty the input after a send.
 */
export const FilePicker = ({
  id,
  label = 'Attach files',
  onChange,
  resetKey,
  disabled,
}: {
  id: string;
  label?: string;
  onChange: (files: File[]) => void;
  resetKey?: number;
  disabled?: boolean;
}) => (
  <Form.Group controlId={id} className="mb-2">
    <Form.Label className="small mb-1">{label}</Form.Label>
    <Form.Control
      key={resetKey}
      type="file"
      size="sm"
      multiple
      accept={FILE_ACCEPT}
      disabled={disabled}
      onChange={(event) => onChange(Array.from((event.target as HTMLInputElement).files ?? []))}
    />
    <Form.Text>PDF, images, Word, Excel, PowerPoint, CSV or text; up to 10 MB each.</Form.Text>
  </Form.Group>
);

/**
 * Picker and "Attach" button that send the chosen files straight to one parent (a request or a
 * finding); `show` reports the outcome in the screen's banner.
 */
export const AttachFiles = ({
  id,
  label,
  parent,
  parentId,
  show,
}: {
  id: string;
  label: string;
  parent: FileParent;
  parentId: string;
  show: (text: string, variant?: BannerVariant) => void;
}) => {
  const [chosen, setChosen] = useState<File[]>([]);
  const [resetKey, setResetKey] = useState(0);
  const { upload, uploading } = useUploadFiles();
  const send = async () => {
    const refusals = await upload(parent, parentId, chosen);
    setChosen([]);
    setResetKey((key) => key + 1);
    if (refusals.length > 0) show(refusals.join('. '), 'warning');
    else show(chosen.length === 1 ? 'File attached' : 'Files attached', 'success');
  };
  return (
    <div className="d-flex flex-wrap align-items-end gap-2">
      <div className="flex-grow-1">
        <FilePicker
          id={id}
          label={label}
          onChange={setChosen}
          resetKey={resetKey}
          disabled={uploading}
        />
      </div>
      <Button
        variant="outline-primary"
        size="sm"
        className="mb-2"
        disabled={chosen.length === 0 || uploading}
        onClick={() => void send()}
      >
        <i className="bi bi-paperclip me-1" aria-hidden="true" />
        Attach
      </Button>
    </div>
  );
};
