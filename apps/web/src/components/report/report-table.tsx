import Table from 'react-bootstrap/Table';
import { FactorCell } from './factor-cell';
import { FACTOR_VARIANT } from '../risk-scale/risk-scale';
import type { ReportRow } from './finding-status';
import './stacked-table.css';
import './report-table.css';
import { ColumnHeads } from '../column-heads';

/**
 * The scorecard table: Category, Factor, Response and the coloured status cell, which
 * shows a change since the previous revision as "Yellow → Red".
 */
export const ReportTable = ({ rows }: { rows: ReportRow[] }) => (
  <Table bordered className="report-table stacked-table align-middle mb-0">
    <ColumnHeads columns={['Category', 'Factor', 'Response', 'Status']} />
    <tbody>
      {rows.map(({ factor, finding }) => (
        <tr key={factor.factor_id}>
          <td className="report-category">{factor.categories.name}</td>
          <td className="report-factor">
            <FactorCell factor={factor} />
          </td>
          <td className="report-response">{finding?.factor_response || '—'}</td>
          {finding ? (
            <td
              className={`report-status text-bg-${FACTOR_VARIANT[finding.response_status]} fw-semibold text-center`}
            >
              {finding.previous_status && finding.previous_status !== finding.response_status ? (
                <>
                  <span className="visually-hidden">changed from </span>
                  {finding.previous_status}
                  <span aria-hidden="true"> → </span>
                  <span className="visually-hidden"> to </span>
                  {finding.response_status}
                </>
              ) : (
                finding.response_status
              )}
            </td>
          ) : (
            <td className="report-status text-bg-light text-center">Pending</td>
          )}
        </tr>
      ))}
    </tbody>
  </Table>
);
