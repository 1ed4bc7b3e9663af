import { FIRM_STATEMENT_PATH, monthBefore, PDF_PATHS } from '@georisk/contract';
import { useState, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { DownloadButton } from '../../components/download-button';
import { TextField } from '../../components/form/form-fields';

const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

/** The firm a statement is of; its balance is undefined while it loads. */
export interface StatementFirm {
  partner_firm_id: string;
  name: string;
  balance: number | undefined;
}

/**
 * The firm's balance and its monthly statements, CSV or PDF (docs/rules/partners.md,
 * "Statements"): for the firm's owners, who alone may read them, and for admins, who pick the
 * firm (`picker`) and name it in the download (`named`). Last month by default.
 */
export const StatementCard = ({
  firm,
  named = false,
  picker,
}: {
  firm: StatementFirm;
  named?: boolean;
  picker?: ReactNode;
}) => {
  const [month, setMonth] = useState(() => monthBefore(new Date()));
  const body = named ? { month, partner_firm_id: firm.partner_firm_id } : { month };
  const of = named ? ` of ${firm.name}` : '';
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <h2 className="h5">Earnings and statements</h2>
        {picker}
        <p data-testid="firm-balance">
          {firm.name}'s balance:{' '}
          <strong>{firm.balance === undefined ? '…' : credits(firm.balance)}</strong>
        </p>
        <div className="d-flex flex-wrap align-items-start column-gap-2">
          <div style={{ maxWidth: '14rem' }}>
            <TextField
              id="statement-month"
              label="Statement month"
              type="month"
              hint="Months run in UTC"
              value={month}
              onChange={setMonth}
            />
          </div>
          <div className="d-flex flex-wrap gap-2 mt-sm-4 pt-sm-2 mb-3">
            <DownloadButton
              path={FIRM_STATEMENT_PATH}
              body={body}
              label="Download CSV"
              icon="bi-filetype-csv"
              ariaLabel={`Download the ${month} statement${of} as CSV`}
            />
            <DownloadButton
              path={PDF_PATHS.statement}
              body={body}
              ariaLabel={`Download the ${month} statement${of} as PDF`}
            />
          </div>
        </div>
      </Card.Body>
    </Card>
  );
};
