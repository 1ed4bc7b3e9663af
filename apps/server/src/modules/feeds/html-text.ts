import { Tokenizer } from 'htmlparser2';

/** Block elements separate words; inline ones (b, em, a) must not split "six <b>hours</b>." */
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'br',
  'hr',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'td',
  'th',
  'table',
  'blockquote',
  'pre',
  'section',
  'article',
  'header',
  'footer',
  'figure',
  'figcaption',
]);
const HIDDEN_TAGS = new Set(['script', 'style', 'template', 'noscript']);

const ignore = () => {};

/**
 * One pass of htmlparser2's tokenizer, a state machine that reads each character once: text kept
 * with its entities decoded (named ones such as &eacute; included), tags dropped, script and style
 * bodies skipped, block tags read as a space. The tokenizer alone, not htmlparser2's Parser: the
 * Parser keeps a stack of open elements whose upkeep grows with the nesting depth, so 150 000
 * nested <div> took seconds (docs/security.md, "Input and feeds").
 */
const textOf = (html: string): string => {
  const parts: string[] = [];
  let hidden = 0;
  const nameAt = (start: number, end: number) => html.slice(start, end).toLowerCase();
  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      onopentagname: (start, end) => {
        const name = nameAt(start, end);
        if (HIDDEN_TAGS.has(name)) hidden += 1;
        else if (BLOCK_TAGS.has(name)) parts.push(' ');
      },
      onclosetag: (start, end) => {
        const name = nameAt(start, end);
        if (HIDDEN_TAGS.has(name)) hidden = Math.max(0, hidden - 1);
        else if (BLOCK_TAGS.has(name)) parts.push(' ');
      },
      ontext: (start, end) => {
        if (hidden === 0) parts.push(html.slice(start, end));
      },
      ontextentity: (codepoint) => {
        if (hidden === 0) parts.push(String.fromCodePoint(codepoint));
      },
      onattribdata: ignore,
      onattribentity: ignore,
      onattribend: ignore,
      onattribname: ignore,
      // Text a feed wrapped in CDATA inside its HTML is still text.
      oncdata: (start, end, offset) => {
        if (hidden === 0) parts.push(html.slice(start, end - offset));
      },
      oncomment: ignore,
      ondeclaration: ignore,
      onend: ignore,
      onopentagend: ignore,
      onprocessinginstruction: ignore,
      onselfclosingtag: ignore,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  return parts.join('');
};

/**
 * Plain text from a feed's HTML: scripts, styles and tags dropped, entities decoded, whitespace
 * collapsed, cut to `max` characters. Feeds often escape their HTML once more inside the XML, so
 * the text of the first pass is read as HTML a second time. Every step is linear in the input
 * (docs/security.md, "Input and feeds"). The web app renders the result as text, never as HTML.
 */
export const htmlToText = (html: string, max: number): string => {
  const text = textOf(textOf(html)).replace(/\s+/g, ' ').trim();
  const cut = text.slice(0, max);
  // Never leave half of a surrogate pair (an emoji) at the end.
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
};
