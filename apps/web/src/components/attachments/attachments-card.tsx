import type { FileParent } from '@georisk/contract';
import Card from 'react-bootstrap/Card';
import { Banner, useBanner } from '../banner';
import { LoadFailure } from '../report/load-failure';
import { AttachFiles } from './attach-files';
import { AttachmentList } from './attachment-list';
import { useRequestFiles } from './attachments-api';

/**
 * A request's files outside its conversation (docs/rules/files.md): those attached to the
 * request and to its answer, each with its download; `attachTo` adds a picker that attaches to
 * the request (its author, while the question is open) or to the finding (its analyst).
 */
export const AttachmentsCard = ({
  incidentId,
  attachTo,
  hint,
}: {
  incidentId: string;
  attachTo?: { parent: FileParent; parentId: string };
  /** Said instead of the picker: how attaching becomes possible. */
  hint?: string;
}) => {
  const files = useRequestFiles(incidentId);
  const { banner, show } = useBanner();
  const of = (parent: FileParent) =>
    (files.data?.file ?? []).filter((file) => file.parent === parent);
  const request = of('incident');
  const answer = of('finding');
  return (
    <Card
      as="section"
      className="shadow-sm mt-3 d-print-none"
      aria-labelledby={`files-${incidentId}`}
    >
      <Card.Header>
        <h2 id={`files-${incidentId}`} className="h5 mb-0">
          <i className="bi bi-paperclip me-2" aria-hidden="true" />
          Attachments
        </h2>
      </Card.Header>
      <Card.Body>
        {files.error ? (
          <LoadFailure error={files.error} />
        ) : request.length + answer.length === 0 ? (
          <p className="text-body-secondary small mb-2">
            {files.isLoading ? 'Loading files…' : 'No files attached.'}
          </p>
        ) : (
          <>
            <AttachmentList files={request} label="Files of the request" />
            {answer.length > 0 && (
              <>
                <h3 className="h6 mt-3 mb-0">With the answer</h3>
                <AttachmentList files={answer} label="Files of the answer" />
              </>
            )}
          </>
        )}
        <Banner banner={banner} />
        {!attachTo && hint && <p className="small text-body-secondary mb-0">{hint}</p>}
        {attachTo && (
          <AttachFiles
            id={`attach-${attachTo.parent}-${attachTo.parentId}`}
            label={
              attachTo.parent === 'finding'
                ? 'Attach files to the answer'
                : 'Attach files to the request'
            }
            parent={attachTo.parent}
            parentId={attachTo.parentId}
            show={show}
          />
        )}
      </Card.Body>
    </Card>
  );
};
