import type { FeedSource } from '@georisk/contract/resources/feeds';
import {
  GRADE_LABELS,
  SOURCE_GRADES,
  type SourceGrade,
} from '@georisk/contract/reliability-labels';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { DeleteButton } from '../../components/delete-button';
import { formatDateTime } from '../../lib/format-date';
import { RiskBadge } from '../../components/risk-badge';
import { ActionsHeader } from '../../components/actions-header';
import '../../components/crud/card-table.css';
import { ColumnHeads } from '../../components/column-heads';

const lastPoll = (source: FeedSource) =>
  source.lastSuccessAt ? formatDateTime(source.lastSuccessAt) : 'Never';

/** One row per source: when it last worked, why its last poll failed, and its actions. */
export const FeedSourcesTable = ({
  sources,
  fetchingId,
  onFetch,
  onToggle,
  onGrade,
  onRemove,
}: {
  sources: FeedSource[];
  /** The source being fetched right now, if any. */
  fetchingId: string | null;
  onFetch: (source: FeedSource) => void;
  /** Pauses or resumes scheduled polling of a source. */
  onToggle: (source: FeedSource) => void;
  /** Sets the source's Admiralty grade (A-F). */
  onGrade: (source: FeedSource, grade: SourceGrade) => void;
  onRemove: (source: FeedSource) => void;
}) => (
  <Table responsive hover className="align-middle mb-0 card-table">
    <ColumnHeads columns={['Source', 'Level', 'Grade', 'Active', 'Last Success / Error']}>
      <ActionsHeader />
    </ColumnHeads>
    <tbody>
      {sources.map((source) => (
        <tr key={source.feed_id}>
          {/* Wide enough that a URL wraps at its slashes, not after every few letters. */}
          <td style={{ minWidth: '12rem' }} data-label="Source">
            <div className="fw-semibold">{source.name}</div>
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="small text-break"
            >
              {source.url}
            </a>
          </td>
          <td data-label="Level">
            {source.everyItemIsAlert ? (
              <>
                <RiskBadge level={source.defaultRiskLevel} />
                <div className="small text-body-secondary">Every item is an alert</div>
              </>
            ) : (
              <span className="small">From risk terms (Low if none)</span>
            )}
          </td>
          <td data-label="Grade">
            <Form.Select
              size="sm"
              className="w-auto"
              value={source.grade}
              aria-label={`Grade of ${source.name}`}
              onChange={(event) => onGrade(source, event.target.value as SourceGrade)}
            >
              {SOURCE_GRADES.map((grade) => (
                <option key={grade} value={grade}>
                  {grade}: {GRADE_LABELS[grade]}
                </option>
              ))}
            </Form.Select>
          </td>
          <td data-label="Active">
            <Form.Check
              type="switch"
              id={`feed-active-${source.feed_id}`}
              checked={source.is_active}
              onChange={() => onToggle(source)}
              label={source.is_active ? 'Yes' : 'No'}
              aria-label={`Poll ${source.name} on schedule`}
            />
          </td>
          <td style={{ minWidth: '10rem' }} data-label="Last Success / Error">
            <div className="text-nowrap">{lastPoll(source)}</div>
            {source.lastError && <div className="small text-danger">{source.lastError}</div>}
          </td>
          <td className="text-nowrap text-end">
            <Button
              size="sm"
              variant="outline-primary"
              className="me-2"
              disabled={fetchingId !== null}
              onClick={() => onFetch(source)}
              aria-label={`Fetch now ${source.name}`}
            >
              {fetchingId === source.feed_id ? (
                <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
              ) : (
                <i className="bi bi-arrow-repeat me-1" aria-hidden="true" />
              )}
              Fetch now
            </Button>
            <DeleteButton label={`Delete ${source.name}`} onClick={() => onRemove(source)} />
          </td>
        </tr>
      ))}
    </tbody>
  </Table>
);
