import { MESSAGES } from '@georisk/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildArticle, buildSessionUser } from '../../test/factories';
import { mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import ArticlesPage from './articles-page';
import { isoToLocalInput, localInputToIso } from './published-at';

afterEach(() => vi.unstubAllGlobals());

const articlesServer = (rows = [buildArticle()]) =>
  mockApi({
    'articles/list': okReply('Articles listed', { articles: rows, total: rows.length }),
    'articles/get': okReply('Article found', { articles: rows[0] }),
    'articles/insert': okReply('Article created', { articles: buildArticle() }),
    'articles/update': okReply('Article updated', { articles: buildArticle() }),
  });

const renderPage = () =>
  renderWithProviders(<ArticlesPage />, { user: buildSessionUser({ is_admin: true }) });

describe('published-at', () => {
  it('turns a datetime-local value into ISO and back', () => {
    const iso = localInputToIso('2026-11-20T09:45');
    expect(iso).toBe(new Date(2026, 10, 20, 9, 45).toISOString());
    expect(isoToLocalInput(iso)).toBe('2026-11-20T09:45');
    expect(localInputToIso('')).toBe('');
    expect(localInputToIso('not a date')).toBe('');
  });
});

describe('Articles screens', () => {
  // Many fields typed one key at a time: give it room on a busy machine (no timing is asserted).
  it(
    'checks title, URL, source, date, risk level, content in order, then inserts ISO time',
    { timeout: 20_000 },
    async () => {
      const api = articlesServer([]);
      const view = renderPage();
      await view.user.click(await screen.findByRole('button', { name: 'Register Articles' }));
      const expectAlert = async (message: string) => {
        await view.user.click(screen.getByRole('button', { name: 'Submit' }));
        expect(screen.getByRole('alert')).toHaveTextContent(message);
      };
      const type = (label: string, text: string) =>
        view.user.type(screen.getByLabelText(label), text);
      await expectAlert(MESSAGES.articleTitle);
      await type('Title', 'Border tension');
      await type('URL', 'javascript:alert(1)');
      await expectAlert(MESSAGES.invalidUrl);
      await view.user.clear(screen.getByLabelText('URL'));
      await type('URL', 'https://news.example.com/a');
      await expectAlert(MESSAGES.articleSource);
      await type('Source', 'Example News');
      await expectAlert(MESSAGES.invalidDate);
      await type('Published', '2026-11-20T09:45');
      await expectAlert(MESSAGES.invalidRiskLevel);
      await view.user.selectOptions(screen.getByRole('combobox', { name: 'Risk Level' }), 'Severe');
      await expectAlert(MESSAGES.articleContent);
      expect(api.callsTo('articles/insert')).toHaveLength(0);
      await type('Content', 'Troops seen.');
      await view.user.click(screen.getByRole('button', { name: 'Submit' }));
      await screen.findByRole('heading', { name: 'Articles' });
      expect(api.callsTo('articles/insert')[0]?.body).toEqual({
        title: 'Border tension',
        url: 'https://news.example.com/a',
        sourceName: 'Example News',
        publishedAt: new Date(2026, 10, 20, 9, 45).toISOString(),
        riskLevel: 'Severe',
        emoji: '',
        content: 'Troops seen.',
        about: '',
        icon: '',
        is_active: true,
        countries: [],
        places: [],
      });
    },
  );

  it('edits an article from its news shape and sends the form shape back', async () => {
    const record = buildArticle();
    const api = articlesServer([record]);
    const view = renderPage();
    expect(await screen.findByText('High Risk')).toHaveClass('bg-warning');
    await view.user.click(screen.getByRole('button', { name: `Edit ${record.title}` }));
    await waitFor(() => expect(screen.getByLabelText('Source')).toHaveValue('Example News'));
    expect(screen.getByLabelText('Published')).toHaveValue(isoToLocalInput(record.publishedAt));
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Articles' });
    expect(api.callsTo('articles/update')[0]?.body).toEqual({
      articles_id: record.articles_id,
      title: record.title,
      url: record.url,
      sourceName: 'Example News',
      publishedAt: record.publishedAt,
      riskLevel: 'High Risk',
      emoji: record.wink.emoji,
      content: record.content,
      about: '',
      icon: '',
      is_active: true,
      countries: [],
      places: [],
    });
  });
});
