/** The documents' texts (docs/rules/pdf.md). */
export const DOCUMENT_MESSAGES = {
  notAnswered:
    'This Incident Request has no published answer yet, so there is no report to download',
} as const;
