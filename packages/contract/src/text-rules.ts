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

/**
 * Bidirectional controls (embeddings, overrides, isolates, the marks LRM, RLM and ALM) and
 * zero-width characters (space, joiners, word joiner, BOM): invisible, they make a one-line text
 * read, sort or compare as something it is not ("admin" next to "ad\u200Bmin", a name whose letters
 * display reversed). Multi-line texts may keep them (a right-to-left quotation needs its marks).
 */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;

/** Whether a single-line text (a name, code, subject, title) is free of invisible characters. */
export const isVisibleLine = (text: string): boolean => !INVISIBLE.test(text);

const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');

/**
 * A single-line text from outside (a feed item's title, a feed's name): NFC, with the invisible
 * characters a request would be refused for removed instead, since nobody is there to fix it.
 */
export const cleanLine = (text: string): string =>
  text.normalize('NFC').replace(INVISIBLE_ALL, '').trim();
