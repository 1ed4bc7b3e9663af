import {
  FIRM_STATEMENT_PATH,
  monthBefore,
  PDF_PATHS,
  type PartnerFirmBalance,
} from '@georisk/contract';
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { DownloadButton } from '../../components/download-button';
import { TextField } from '../../components/form/form-fields';

const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

/**
 * The firm's balance and its monthly statements, CSV or PDF (docs/rules/partners.md,
 * "Statements"): for the firm's owners, who alone may read them. Last month by default.
 */
export const StatementCard = ({ firm }: { firm: PartnerFirmBalance }) => {
  const [month, setMonth] = useState(() => monthBefore(new Date()));
  const body = { month };
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <h2 className="h5">Earnings and statements</h2>
        <p data-testid="firm-balance">
          {firm.name}'s balance: <strong>{credits(firm.balance)}</strong>
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
              ariaLabel={`Download the ${month} statement as CSV`}
            />
            <DownloadButton
              path={PDF_PATHS.statement}
              body={body}
              ariaLabel={`Download the ${month} statement as PDF`}
            />
          </div>
        </div>
      </Card.Body>
    </Card>
  );
};
