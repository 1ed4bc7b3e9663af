const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

const fromCodePoint = (code: number, original: string): string =>
  Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : original;

/** Feeds often carry HTML escaped once more inside the XML; these are the entities seen in practice. */
const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) {
      return fromCodePoint(parseInt(body.slice(2), 16), entity);
    }
    if (body.startsWith('#')) return fromCodePoint(parseInt(body.slice(1), 10), entity);
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });

/** Block elements separate words; inline ones (b, em, a) must not split "six <b>hours</b>." */
const BLOCK_TAG =
  /<\/?(?:p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|tr|td|th|table|blockquote|pre|section|article|header|footer|figure|figcaption)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-z][^>]*>/gi;

/**
 * Plain text from a feed's HTML: scripts, styles and tags dropped, entities decoded, whitespace
 * collapsed, cut to `max` characters. The web app renders it as text, never as HTML.
 */
export const htmlToText = (html: string, max: number): string => {
  const withoutTags = html
    .replace(/<!\[CDATA\[|\]\]>/g, '')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(ANY_TAG, '');
  const text = decodeEntities(withoutTags)
    .replace(BLOCK_TAG, ' ')
    .replace(ANY_TAG, '')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = text.slice(0, max);
  // Never leave half of a surrogate pair (an emoji) at the end.
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
};
