import type { IncidentSearch } from '@georisk/contract';
import { ExportCsvButton } from '../../components/export-csv-button';
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
  const { limit: _limit, offset: _offset, ...filter } = search;
  return (
    <ExportCsvButton
      exportCsv={() => exportQueue(filter).unwrap()}
      busy={exporting.isLoading}
      name="queue"
      warn={warn}
    />
  );
};
