import type { Voucher, VoucherInsert } from '@georisk/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { BannerSlot, useBanner } from '../../components/banner';
import { PageSpinner } from '../../components/page-spinner';
import { LoadFailure } from '../../components/report/load-failure';
import { AdminOnly } from '../../components/role-gate';
import { useIssueVoucherMutation, useVoucherListQuery } from './credits-api';
import { VoucherForm } from './voucher-form';
import { ColumnHeads } from '../../components/column-heads';
import { ScreenSection } from '../../components/screen-section';

const day = (iso: string) => new Date(iso).toLocaleDateString();

/**
 * /menu/vouchers (admins): issue voucher codes and see how they are used. A code is shown once,
 * when issued: only its hash is kept (docs/rules/credits.md, "Vouchers").
 */
const VouchersScreen = () => {
  const list = useVoucherListQuery();
  const [issue] = useIssueVoucherMutation();
  const { banner, show } = useBanner();
  const [issued, setIssued] = useState<Voucher | null>(null);

  const onIssue = async (body: VoucherInsert) => {
    const reply = await issue(body).unwrap();
    setIssued(reply.voucher);
    show(reply.message, 'success');
  };

  return (
    <ScreenSection
      title="Vouchers"
      intro="Codes customers redeem on the Redeem screen for credits. A code is shown only once, when you issue it."
    >
      <BannerSlot banner={banner} />
      {issued?.code && (
        <Alert variant="info" role="status" className="d-flex flex-wrap gap-2 align-items-center">
          <span>New code for {issued.credits} credits:</span>
          <strong className="font-monospace fs-5" data-testid="voucher-code">
            {issued.code}
          </strong>
          <span>Copy it now; it is not shown again.</span>
        </Alert>
      )}
      <Card className="shadow-sm mb-4">
        <Card.Body>
          <h2 className="h5">Issue a voucher</h2>
          <VoucherForm onIssue={onIssue} warn={show} />
        </Card.Body>
      </Card>
      <h2 className="h5">Issued vouchers</h2>
      {list.error ? (
        <LoadFailure error={list.error} />
      ) : !list.data ? (
        <PageSpinner label="Loading vouchers" />
      ) : list.data.voucher.length === 0 ? (
        <p className="text-body-secondary">No voucher has been issued yet.</p>
      ) : (
        <Table responsive className="align-middle bg-white shadow-sm">
          <ColumnHeads columns={['Code', 'Credits', 'Used', 'Expires', 'Note']} />
          <tbody>
            {list.data.voucher.map((voucher) => (
              <tr key={voucher.voucher_id}>
                <td className="font-monospace">…{voucher.code_hint}</td>
                <td>{voucher.credits}</td>
                <td>
                  {voucher.uses} of {voucher.max_uses}
                </td>
                <td>{day(voucher.expires_at)}</td>
                <td>{voucher.note}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </ScreenSection>
  );
};

const VouchersPage = () => (
  <AdminOnly>
    <VouchersScreen />
  </AdminOnly>
);

export default VouchersPage;
