import type { FindingRevision } from '@georisk/contract';
import Form from 'react-bootstrap/Form';
import { formatDateTime } from '../../lib/format-date';

/**
 * Chooses which published revision the report shows: the latest by default, any earlier one on
 * request. Shown only once an answer has been revised.
 */
export const RevisionPicker = ({
  revisions,
  shown,
  onChoose,
}: {
  /** Newest first, as `finding/history` answers. */
  revisions: FindingRevision[];
  shown: number;
  onChoose: (revision: number) => void;
}) =>
  revisions.length < 2 ? null : (
    <Form.Group controlId="report-revision" className="report-revision d-print-none">
      <Form.Label className="small mb-1">Revision</Form.Label>
      <Form.Select
        size="sm"
        value={shown}
        onChange={(event) => onChoose(Number(event.target.value))}
      >
        {revisions.map((entry, index) => (
          <option key={entry.revision} value={entry.revision}>
            Revision {entry.revision} · {formatDateTime(entry.published_at)}
            {index === 0 ? ' (latest)' : ''}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
