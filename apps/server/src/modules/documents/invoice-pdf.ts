import { formatMoney, type Invoice } from '@georisk/contract';
import type { PdfContent } from '../../pdf/pdf-document.js';
import { printedAt } from './document-dates.js';

/** An invoice for a credit pack (docs/rules/purchases.md): the buyer, the line, the total. */
export const invoiceDocument = (invoice: Invoice): PdfContent => ({
  title: `Invoice ${invoice.number}`,
  subtitle: `Issued ${printedAt(invoice.created_at)} · ${invoice.status === 'paid' ? 'Paid' : 'Open'}`,
  blocks: [
    { kind: 'heading', text: 'Seller' },
    { kind: 'text', text: 'GeoRisk' },
    { kind: 'heading', text: 'Buyer' },
    {
      kind: 'fields',
      rows: [
        ['Name', invoice.buyer_name],
        ['Email', invoice.buyer_email],
        ...(invoice.buyer_company ? [['Company', invoice.buyer_company] as [string, string]] : []),
        ['Account', invoice.account === 'company' ? 'Company credits' : 'Personal credits'],
      ],
    },
    { kind: 'heading', text: 'Lines' },
    {
      kind: 'fields',
      rows: [
        [
          `${invoice.pack_name} credit pack (${invoice.credits} credits)`,
          formatMoney(invoice.price_eur, 'EUR'),
        ],
      ],
    },
    {
      kind: 'fields',
      rows: [
        ['Total', formatMoney(invoice.price_eur, 'EUR')],
        ...(invoice.paid_at ? [['Paid', printedAt(invoice.paid_at)] as [string, string]] : []),
      ],
    },
    {
      kind: 'text',
      muted: true,
      text: `Please pay by bank transfer quoting ${invoice.number}. The credits are added when the payment arrives.`,
    },
  ],
});
