/**
 * Server-made PDF documents (docs/rules/pdf.md): each answers a file (application/pdf) to whoever
 * may read the screen it prints, and refuses with the usual JSON envelope.
 */
export const PDF_PATHS = {
  /** A request's published report: `{incident_id}`. */
  report: 'pdf/report',
  /** A country brief, as the country page shows it to the caller: `{code}`. */
  country: 'pdf/country',
  /** A trip's pre-trip brief: `{trip_id}`. */
  trip: 'pdf/trip',
  /** A purchase's invoice: `{invoice_id}` (docs/rules/purchases.md). */
  invoice: 'invoice/pdf',
  /** A partner firm's monthly statement: `{partner_firm_id?, month}` (docs/rules/partners.md). */
  statement: 'statement/pdf',
} as const;
