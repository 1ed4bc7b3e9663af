import { FILE_PATHS, type FileEntity } from '@georisk/contract';
import type { ComponentProps } from 'react';
import { DownloadButton } from '../download-button';

/** The download of one attached file, its name in the button's accessible label. */
export const FileDownloadButton = ({
  file,
  ...look
}: { file: Pick<FileEntity, 'file_id' | 'name'> } & Pick<
  ComponentProps<typeof DownloadButton>,
  'variant' | 'className'
>) => (
  <DownloadButton
    path={FILE_PATHS.download}
    body={{ file_id: file.file_id }}
    label="Download"
    ariaLabel={`Download ${file.name}`}
    icon="bi-download"
    size="sm"
    {...look}
  />
);
