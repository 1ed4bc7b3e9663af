import { snippetParts } from '@georisk/contract';

/**
 * A search result's passage with the matching words in <mark> (docs/rules/news.md, "Search"):
 * the server marks them with control characters and every part is rendered as React text, so
 * an article's or a message's text is never read as HTML.
 */
export const SearchSnippet = ({ snippet, className }: { snippet?: string; className?: string }) =>
  snippet ? (
    <p className={className ?? 'search-snippet small mb-1'}>
      {snippetParts(snippet).map((part, i) =>
        part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </p>
  ) : null;
