/**
 * A search result's snippet marks the matching words with two control characters (STX and ETX)
 * that stored text never holds (the server strips them first): the web splits the plain text on
 * them and wraps the marked parts in <mark>, so an article's text is never read as HTML
 * (docs/rules/news.md, "Search").
 */
export const SNIPPET_MARK = { start: '\u0002', stop: '\u0003' } as const;

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/** The snippet as plain and marked runs, in order; a stray marker never swallows text. */
export const snippetParts = (snippet: string): SnippetPart[] => {
  const parts: SnippetPart[] = [];
  let marked = false;
  let text = '';
  const flush = () => {
    if (text) parts.push({ text, marked });
    text = '';
  };
  for (const char of snippet) {
    if (char === SNIPPET_MARK.start || char === SNIPPET_MARK.stop) {
      flush();
      marked = char === SNIPPET_MARK.start;
    } else text += char;
  }
  flush();
  return parts;
};
