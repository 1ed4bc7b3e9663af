import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildArticle } from '../../test/factories';
import { ArticleCard, excerpt } from './article-card';

const article = buildArticle({
  title: 'Strait standoff',
  url: 'https://news.example.com/strait',
  publishedAt: '2026-11-20T10:30:00Z',
  wink: { emoji: '⚓' },
  content: 'x'.repeat(250),
});

describe('article card', () => {
  it('shows the first 200 characters followed by an ellipsis', () => {
    expect(excerpt('y'.repeat(300))).toBe(`${'y'.repeat(200)}...`);
    render(<ArticleCard article={article} />);
    expect(screen.getByText(`${'x'.repeat(200)}...`)).toBeInTheDocument();
  });

  it('links the title to the source in a new tab, safely', () => {
    render(<ArticleCard article={article} />);
    const link = screen.getByRole('link', { name: 'Strait standoff' });
    expect(link).toHaveAttribute('href', article.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows source, date, risk badge and emoji', () => {
    render(<ArticleCard article={article} />);
    expect(screen.getByText(/Example News/)).toBeInTheDocument();
    expect(screen.getByText('High Risk')).toHaveClass('bg-warning');
    expect(screen.getByRole('img', { name: 'emoji' })).toHaveTextContent('⚓');
    expect(screen.getByText((_, node) => node?.tagName === 'TIME')).toHaveAttribute(
      'datetime',
      article.publishedAt,
    );
    // The app's one date format, whatever the browser's locale.
    expect(screen.getByText((_, node) => node?.tagName === 'TIME')).toHaveTextContent(
      '20 Nov 2026',
    );
  });

  it('shows the source grade with its meaning and the verification', () => {
    render(
      <ArticleCard
        article={{ ...article, source: { name: 'Wire', grade: 'D' }, verification: 'disputed' }}
      />,
    );
    expect(screen.getByText(/^Source D/)).toHaveTextContent('Source D: not usually reliable');
    expect(screen.getByText('Disputed')).toBeInTheDocument();
  });
});
