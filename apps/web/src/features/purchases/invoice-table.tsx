import { formatMoney, PDF_PATHS, type Invoice } from '@georisk/contract';
import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { DownloadButton } from '../../components/download-button';
import { ColumnHeads } from '../../components/column-heads';
import { ActionsHeader } from '../../components/actions-header';

/** The columns a phone leaves out. */
const WIDE = 'd-none d-md-table-cell';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB');

/** Invoices with their status and PDF; `action` adds a cell per row (an admin's "Mark paid"). */
export const InvoiceTable = ({
  invoices,
  buyer = false,
  action,
}: {
  invoices: Invoice[];
  buyer?: boolean;
  action?: (invoice: Invoice) => ReactNode;
}) => (
  <Table responsive className="align-middle bg-white shadow-sm">
    <ColumnHeads
      columns={[
        'Invoice',
        buyer && { label: 'Buyer', className: WIDE },
        { label: 'Pack', className: WIDE },
        { label: 'Total', className: WIDE },
        { label: 'Issued', className: WIDE },
        'Status',
      ]}
    >
      <ActionsHeader />
    </ColumnHeads>
    <tbody>
      {invoices.map((invoice) => (
        <tr key={invoice.invoice_id} data-testid={`invoice-${invoice.number}`}>
          <td>
            <span className="font-monospace text-nowrap">{invoice.number}</span>
            <span className="d-block d-md-none small text-body-secondary">
              {invoice.pack_name} · {invoice.credits} credits ·{' '}
              {formatMoney(invoice.price_eur, 'EUR')}
              {buyer && <span className="d-block">{invoice.buyer_name}</span>}
            </span>
          </td>
          {buyer && (
            <td className={WIDE}>
              {invoice.buyer_name}
              {invoice.buyer_company && (
                <span className="d-block small text-body-secondary">{invoice.buyer_company}</span>
              )}
            </td>
          )}
          <td className={WIDE}>
            {invoice.pack_name} · {invoice.credits} credits
          </td>
          <td className={WIDE}>{formatMoney(invoice.price_eur, 'EUR')}</td>
          <td className={WIDE}>{day(invoice.created_at)}</td>
          <td>
            <Badge
              bg={invoice.status === 'paid' ? 'success' : 'warning'}
              text={invoice.status === 'paid' ? undefined : 'dark'}
            >
              {invoice.status === 'paid' ? 'Paid' : 'Open'}
            </Badge>
          </td>
          <td className="text-nowrap">
            <DownloadButton
              path={PDF_PATHS.invoice}
              body={{ invoice_id: invoice.invoice_id }}
              size="sm"
              label="PDF"
              ariaLabel={`Download invoice ${invoice.number} as PDF`}
            />
            {action?.(invoice)}
          </td>
        </tr>
      ))}
    </tbody>
  </Table>
);
