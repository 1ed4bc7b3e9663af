import type { FileEntity } from '@georisk/contract';
import { useAppSelector } from '../../lib/store';
import { selectUserId } from '../../session/login-slice';
import { FileDownloadButton } from './file-download-button';
import { RemoveFileButton } from './remove-file-button';
import { formatSize, iconOf, kindOf } from './read-file';

/**
 * Files shown with their type's icon, name, kind, size and a download button; the reader's own
 * uploads also get a remove button.
 */
export const AttachmentList = ({
  files,
  label = 'Attachments',
}: {
  files: FileEntity[];
  label?: string;
}) => {
  const selfId = useAppSelector(selectUserId);
  return files.length === 0 ? null : (
    <ul className="list-unstyled mb-0 mt-2 attachment-list" aria-label={label}>
      {files.map((file) => (
        <li key={file.file_id} className="d-flex flex-wrap align-items-center gap-2 small mb-1">
          <i className={`bi ${iconOf(file.content_type)} fs-5`} aria-hidden="true" />
          <span className="text-break">{file.name}</span>
          <span className="text-body-secondary">
            {kindOf(file.content_type)} · {formatSize(file.size)}
          </span>
          <FileDownloadButton file={file} variant="link" className="p-0" />
          {file.uploaded_by.user_id === selfId && <RemoveFileButton file={file} />}
        </li>
      ))}
    </ul>
  );
};
