/**
 * What no text field may hold: C0 controls except tab, line feed and carriage return; DEL; and
 * lone surrogates (half an emoji, which no encoding can store; with the `u` flag a well-formed
 * pair is one code point and does not match). A NUL cannot be stored in PostgreSQL text at all;
 * the other controls only hide or garble text.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const DISALLOWED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]/u;

/** Whether a text may be accepted; checked once for every text of every request body. */
export const isAllowedText = (text: string): boolean => !DISALLOWED.test(text);
