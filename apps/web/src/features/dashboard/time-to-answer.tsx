import type { TimeToAnswer } from '@georisk/contract/resources/dashboard';
import Table from 'react-bootstrap/Table';
import { ColumnHeads } from '../../components/column-heads';

const GROUPS = [
  { key: 'byAnalyst', title: 'Time to answer per analyst', first: 'Analyst' },
  { key: 'byCategory', title: 'Time to answer per category', first: 'Category' },
] as const;

/**
 * Median hours from filing to the first answer and how many answers, per analyst and per
 * category (docs/rules/incidents.md, "Time to answer"), for partners and admins.
 */
export const TimeToAnswerTables = ({ figures }: { figures: TimeToAnswer }) => (
  <div className="row">
    {GROUPS.map(({ key, title, first }) => (
      <div className="col-lg-6" key={key}>
        <h2 className="h6" id={`time-to-answer-${key}`}>
          {title}
        </h2>
        {figures[key].length === 0 ? (
          <p className="small text-body-secondary">No request answered yet.</p>
        ) : (
          <Table size="sm" responsive className="small" aria-labelledby={`time-to-answer-${key}`}>
            <ColumnHeads
              columns={[
                first,
                { label: 'Median hours', className: 'text-end' },
                { label: 'Answered', className: 'text-end' },
              ]}
            />
            <tbody>
              {figures[key].map((row) => (
                <tr key={row.id}>
                  <td>{row.name}</td>
                  <td className="text-end">{row.medianHours}</td>
                  <td className="text-end">{row.count}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </div>
    ))}
  </div>
);
