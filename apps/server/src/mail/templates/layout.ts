import type { MailMessage } from '../outbox.repository.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Names come from sign-up forms: they are text, never markup. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A block of a message: a sentence, a highlighted code, or a link (shown as its label, if any). */
export type Block = string | { code: string } | { link: string; label?: string };

const textOf = (block: Block): string => {
  if (typeof block === 'string') return block;
  if ('code' in block) return `    ${block.code}`;
  return block.label ? `${block.label}: ${block.link}` : block.link;
};

const htmlOf = (block: Block): string => {
  if (typeof block === 'string') return `<p>${escapeHtml(block)}</p>`;
  if ('code' in block) {
    return `<p style="font-size:28px;letter-spacing:8px;font-weight:bold">${escapeHtml(block.code)}</p>`;
  }
  const href = escapeHtml(block.link);
  return `<p><a href="${href}">${block.label ? escapeHtml(block.label) : href}</a></p>`;
};

/**
 * The line of a mail that sums up the updates held back since the last one about the same
 * request (docs/rules/incidents.md): none when there were none.
 */
export const moreUpdates = (count: number): Block[] =>
  count > 0 ? [`…and ${count} more update${count === 1 ? '' : 's'} since our last e-mail.`] : [];

/** The subject of such a mail says it too, so the inbox shows it. */
export const withMoreUpdates = (subject: string, count: number): string =>
  count > 0 ? `${subject} (and ${count} more update${count === 1 ? '' : 's'})` : subject;

/** One message in plain text and HTML with the same content, signed by GeoRisk. */
export const composeMail = (
  to: string,
  subject: string,
  name: string,
  blocks: Block[],
): MailMessage => {
  const all: Block[] = [`Hello ${name},`, ...blocks, 'The GeoRisk team'];
  return {
    to,
    subject,
    text: `${all.map(textOf).join('\n\n')}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif">${all.map(htmlOf).join('')}</body></html>`,
  };
};
