import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildNewsEvent } from '../test/factories';
import { EventCard, sourcesText } from './event-card';

const source = (n: number, fields: { grade?: string; verification?: string } = {}) => ({
  articles_id: `a${n}`,
  title: `Nairobi tax protest, take ${n}`,
  url: `https://news.example.com/${n}`,
  publishedAt: `2026-11-20T1${n}:00:00.000Z`,
  source: { name: `Outlet ${n}`, grade: fields.grade ?? 'B' },
  riskLevel: 'High Risk',
  verification: fields.verification ?? 'unverified',
});
const event = buildNewsEvent({
  title: 'Nairobi tax protest',
  level: 'Severe',
  countries: ['KE'],
  first_seen: '2026-11-20T08:30:00.000Z',
  last_seen: '2026-11-21T10:00:00.000Z',
  sources: [source(3), source(2, { grade: 'D', verification: 'disputed' }), source(1)],
  lead: { url: 'https://news.example.com/1', emoji: '⚓', excerpt: 'x'.repeat(200) },
});

describe('event card (docs/rules/news.md, "Events")', () => {
  it('says "1 source" or "n sources"', () => {
    expect(sourcesText(1)).toBe('1 source');
    expect(sourcesText(3)).toBe('3 sources');
    render(<EventCard event={buildNewsEvent()} />);
    expect(screen.getByText('1 source')).toBeVisible();
  });

  it('shows the level, title to the first article, countries, time span and excerpt', () => {
    render(<EventCard event={event} />);
    expect(screen.getByText('Severe')).toHaveClass('bg-danger');
    const title = screen.getByRole('link', { name: 'Nairobi tax protest' });
    expect(title).toHaveAttribute('href', 'https://news.example.com/1');
    expect(title).toHaveAttribute('target', '_blank');
    expect(title).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Kenya')).toBeVisible();
    expect(screen.getByRole('img', { name: 'emoji' })).toHaveTextContent('⚓');
    const times = document.querySelectorAll('time');
    expect(times[0]).toHaveTextContent('20 Nov 2026, 08:30');
    expect(times[1]).toHaveTextContent('21 Nov 2026, 10:00');
    expect(screen.getByText(`${'x'.repeat(200)}...`)).toBeVisible();
  });

  it('lists its sources, hidden until opened, each linked with its grade and verification', async () => {
    const user = userEvent.setup();
    render(<EventCard event={event} />);
    const opener = screen.getByText('3 sources');
    expect(screen.getByRole('link', { name: 'Nairobi tax protest, take 2' })).not.toBeVisible();

    await user.click(opener);
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('link')[0]?.textContent)).toEqual([
      'Nairobi tax protest, take 3',
      'Nairobi tax protest, take 2',
      'Nairobi tax protest, take 1',
    ]);
    const disputed = items[1]!;
    expect(within(disputed).getByRole('link')).toHaveAttribute(
      'href',
      'https://news.example.com/2',
    );
    expect(within(disputed).getByRole('link')).toHaveAttribute('target', '_blank');
    expect(disputed).toHaveTextContent('Outlet 2');
    expect(within(disputed).getByText(/^Source D/)).toHaveTextContent(
      'Source D: not usually reliable',
    );
    expect(within(disputed).getByText('Disputed')).toBeVisible();
    expect(within(items[0]!).getByText('Unverified')).toBeVisible();
  });

  it('shows one time when first and last seen are the same', () => {
    render(<EventCard event={buildNewsEvent()} />);
    expect(document.querySelectorAll('.card-body > p time')).toHaveLength(1);
  });
});
