import type { IncidentSearch } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import { failureText } from '../../api/api';
import { localDay, saveCsv } from '../../lib/save-csv';
import { useExportQueueMutation } from './finding-api';

/** Export CSV: every request of the queue's filters (all pages), as a file. */
export const QueueExportButton = ({
  search,
  warn,
}: {
  search: IncidentSearch;
  warn: (message: string) => void;
}) => {
  const [exportQueue, exporting] = useExportQueueMutation();
  const run = async () => {
    const { limit: _limit, offset: _offset, ...filter } = search;
    try {
      saveCsv(await exportQueue(filter).unwrap(), `queue-${localDay()}.csv`);
    } catch (failure) {
      warn(failureText(failure));
    }
  };
  return (
    <Button
      variant="outline-primary"
      size="sm"
      disabled={exporting.isLoading}
      onClick={() => void run()}
    >
      <i className="bi bi-download me-1" aria-hidden="true" />
      Export CSV
    </Button>
  );
};
