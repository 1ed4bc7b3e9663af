import type { Invoice } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import { failureText } from '../../api/api';
import { BannerSlot, useBanner } from '../../components/banner';
import { PageSpinner } from '../../components/page-spinner';
import { LoadFailure } from '../../components/report/load-failure';
import { AdminOnly } from '../../components/role-gate';
import { InvoiceTable } from './invoice-table';
import { useAllInvoicesQuery, useMarkPaidMutation } from './purchases-api';
import { ScreenSection } from '../../components/screen-section';

/**
 * /menu/invoices (admins): every invoice; "Mark paid" when the transfer arrived adds the credits
 * (docs/rules/purchases.md).
 */
const InvoicesScreen = () => {
  const list = useAllInvoicesQuery();
  const [markPaid, marking] = useMarkPaidMutation();
  const { banner, show } = useBanner();

  const onPaid = async (invoice: Invoice) => {
    try {
      show((await markPaid(invoice.invoice_id).unwrap()).message, 'success');
    } catch (error) {
      show(failureText(error));
    }
  };

  return (
    <ScreenSection
      title="Invoices"
      intro="Credit packs bought by invoice. Mark an invoice paid when its transfer arrives: its credits are added at once."
    >
      <BannerSlot banner={banner} />
      {list.error ? (
        <LoadFailure error={list.error} />
      ) : !list.data ? (
        <PageSpinner label="Loading invoices" />
      ) : list.data.invoice.length === 0 ? (
        <p className="text-body-secondary">No invoice has been issued yet.</p>
      ) : (
        <InvoiceTable
          invoices={list.data.invoice}
          buyer
          action={(invoice) =>
            invoice.status === 'open' && (
              <Button
                size="sm"
                className="ms-2"
                disabled={marking.isLoading}
                aria-label={`Mark invoice ${invoice.number} paid`}
                onClick={() => void onPaid(invoice)}
              >
                Mark paid
              </Button>
            )
          }
        />
      )}
    </ScreenSection>
  );
};

const InvoicesPage = () => (
  <AdminOnly>
    <InvoicesScreen />
  </AdminOnly>
);

export default InvoicesPage;
