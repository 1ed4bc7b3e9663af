import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useFilesQuery } from '../../components/attachments/attachments-api';
import { AttachmentList } from '../../components/attachments/attachment-list';
import { formatSize, iconOf, kindOf } from '../../components/attachments/read-file';
import { FileDownloadButton } from '../../components/attachments/file-download-button';
import { RemoveFileButton } from '../../components/attachments/remove-file-button';
import { useAppSelector } from '../../lib/store';
import { selectUserId } from '../../session/login-slice';
import { PagedList } from '../../components/paged-list';
import { usePaging } from '../../hooks/use-paging';
import { formatDateTime } from '../../lib/format-date';
import type { FileEntity } from '@georisk/contract';
import { ColumnHeads } from '../../components/column-heads';

const PAGE_SIZE = 20;

const PARENT_LABEL: Record<FileEntity['parent'], string> = {
  incident: 'Request',
  message: 'Message',
  finding: 'Answer',
};

const reportLink = (incidentId: string) =>
  `/menu/incident?report=${encodeURIComponent(incidentId)}`;

/**
 * /menu/file (docs/rules/files.md): every file the reader may see, newest first, each with its
 * kind, size, who attached it, where (a link to its request's report) and a download.
 */
const FilePage = () => {
  const paging = usePaging(PAGE_SIZE);
  const list = useFilesQuery(paging.page);
  const rows = list.data?.file;
  const selfId = useAppSelector(selectUserId);
  return (
    <section aria-labelledby="files-title">
      <h1 id="files-title" className="h3 mb-3">
        Files
      </h1>
      <PagedList
        error={list.error}
        rows={rows}
        total={list.data?.total}
        loading="Loading files"
        empty={{
          icon: 'paperclip',
          message:
            'No files yet. Files attached to your requests, their messages and answers show here.',
        }}
        pager={{ ...paging.pager, label: 'Files pages', noun: 'files' }}
      >
        {(rows) => (
          <>
            <Table responsive hover className="shadow-sm align-middle d-none d-md-table">
              <ColumnHeads
                columns={['Name', 'Size', 'Attached to', 'By', { label: 'Download', hidden: true }]}
              />
              <tbody>
                {rows.map((file) => (
                  <tr key={file.file_id}>
                    <td className="text-break">
                      <i className={`bi ${iconOf(file.content_type)} me-2`} aria-hidden="true" />
                      {file.name}
                      <div className="small text-body-secondary">{kindOf(file.content_type)}</div>
                    </td>
                    <td className="text-nowrap">{formatSize(file.size)}</td>
                    <td>
                      {PARENT_LABEL[file.parent]} on{' '}
                      <Link to={reportLink(file.incident_id)}>{file.query}</Link>
                    </td>
                    <td>
                      {file.uploaded_by.name}
                      <div className="small text-body-secondary">
                        {formatDateTime(file.created_at)}
                      </div>
                    </td>
                    <td>
                      <FileDownloadButton file={file} />
                      {file.uploaded_by.user_id === selfId && (
                        <div className="mt-1">
                          <RemoveFileButton file={file} />
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <ul className="list-unstyled d-md-none">
              {rows.map((file) => (
                <li key={file.file_id} className="border rounded p-2 mb-2 shadow-sm">
                  <AttachmentList files={[file]} label={file.name} />
                  <div className="small">
                    {PARENT_LABEL[file.parent]} on{' '}
                    <Link to={reportLink(file.incident_id)}>{file.query}</Link>
                  </div>
                  <div className="small text-body-secondary">
                    {file.uploaded_by.name} · {formatDateTime(file.created_at)}
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedList>
    </section>
  );
};

export default FilePage;
