import { MESSAGES } from '@georisk/contract';
import type { FeedSource } from '@georisk/contract/resources/feeds';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { buildSessionUser } from '../../test/factories';
import { FeedSourcesPanel, NO_FEEDS_TEXT } from './feed-sources-panel';

afterEach(() => vi.unstubAllGlobals());

const admin = buildSessionUser({ is_admin: true });

const buildFeedSource = (overrides: Partial<FeedSource> = {}): FeedSource => ({
  feed_id: '2b7e4c1a-5d3f-4a8e-9c0b-1f2e3d4c5b6a',
  url: 'https://wire.example/rss.xml',
  name: 'World Wire',
  defaultRiskLevel: 'Risk',
  everyItemIsAlert: false,
  is_active: true,
  lastFetchedAt: null,
  lastSuccessAt: null,
  lastError: null,
  grade: 'F',
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

/** A fake feeds API over an in-memory table, so re-fetches show what was written. */
const feedsServer = (rows: FeedSource[], overrides: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'feeds/list': () => okReply('Feed sources found', { feeds: rows, total: rows.length }),
    'feeds/insert': (body) => {
      const source = buildFeedSource({ feed_id: crypto.randomUUID(), ...body });
      rows.push(source);
      return okReply('Feed source added', { feeds: source });
    },
    'feeds/remove': (body) => {
      rows.splice(
        rows.findIndex((row) => row.feed_id === body.feed_id),
        1,
      );
      return okReply('Feed source deleted', { feeds: buildFeedSource() });
    },
    ...overrides,
  });

const renderPanel = () => renderWithProviders(<FeedSourcesPanel />, { user: admin });

describe('FeedSourcesPanel', () => {
  it('shows the empty state, checks the form before any call, then adds a source', async () => {
    const rows: FeedSource[] = [];
    const api = feedsServer(rows);
    const view = renderPanel();
    expect(await screen.findByText(NO_FEEDS_TEXT)).toBeInTheDocument();

    const url = screen.getByRole('textbox', { name: 'Feed URL' });
    await view.user.type(url, 'ftp://wire.example/rss');
    await view.user.click(screen.getByRole('button', { name: 'Add Source' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidUrl);
    expect(api.callsTo('feeds/insert')).toHaveLength(0);

    await view.user.clear(url);
    await view.user.type(url, ' https://wire.example/rss.xml ');
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'World Wire');
    await view.user.selectOptions(
      screen.getByRole('combobox', { name: 'Default Risk Level' }),
      'High Risk',
    );
    const everyItem = screen.getByRole('switch', { name: 'Every item is an alert' });
    expect(everyItem).not.toBeChecked();
    expect(everyItem).toHaveAccessibleDescription(/Off, they are Low Risk/);
    await view.user.click(everyItem);
    await view.user.click(screen.getByRole('button', { name: 'Add Source' }));

    expect(await screen.findByText('World Wire')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Feed source added');
    expect(api.callsTo('feeds/insert')[0]?.body).toEqual({
      url: 'https://wire.example/rss.xml',
      name: 'World Wire',
      defaultRiskLevel: 'High Risk',
      everyItemIsAlert: true,
      is_active: true,
      // Ungraded until an admin judges it (the Admiralty scale's F: cannot be judged).
      grade: 'F',
    });
    expect(url).toHaveValue('');
  });

  it('lists each source with its last success and last error', async () => {
    feedsServer([
      buildFeedSource({ lastSuccessAt: '2026-11-21T09:30:00.000Z' }),
      buildFeedSource({
        feed_id: crypto.randomUUID(),
        name: 'Broken Desk',
        lastError: 'HTTP 404 Not Found',
      }),
    ]);
    renderPanel();
    const wire = (await screen.findByText('World Wire')).closest('tr')!;
    expect(within(wire).getByText('21 Nov 2026, 09:30')).toBeInTheDocument();
    const broken = screen.getByText('Broken Desk').closest('tr')!;
    expect(within(broken).getByText('Never')).toBeInTheDocument();
    expect(within(broken).getByText('HTTP 404 Not Found')).toBeInTheDocument();
    // Neither is marked "every item is an alert": the level comes from the risk terms.
    expect(within(wire).getByText('From risk terms (Low if none)')).toBeInTheDocument();
  });

  it('fetches a source now and reports how many articles were added, or why it failed', async () => {
    const rows = [buildFeedSource()];
    let fails = false;
    const api = feedsServer(rows, {
      'feeds/fetchNow': () => {
        if (fails) return failReply(502, 'FEED502', 'The feed could not be read: HTTP 500');
        rows[0] = buildFeedSource({ lastSuccessAt: '2026-11-21T11:00:00.000Z' });
        return okReply('3 new articles added', { feeds: { source: rows[0], added: 3 } });
      },
    });
    const view = renderPanel();
    const fetchButton = await screen.findByRole('button', { name: 'Fetch now World Wire' });
    await view.user.click(fetchButton);
    expect(await screen.findByRole('status')).toHaveTextContent('3 new articles added');
    expect(api.callsTo('feeds/fetchNow')[0]?.body).toEqual({ feed_id: rows[0]?.feed_id });
    expect(await screen.findByText('21 Nov 2026, 11:00')).toBeInTheDocument();

    fails = true;
    await view.user.click(fetchButton);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The feed could not be read: HTTP 500',
    );
  });

  it('pauses and resumes scheduled polling of a source', async () => {
    const rows = [buildFeedSource({ defaultRiskLevel: 'Severe', everyItemIsAlert: true })];
    const api = feedsServer(rows, {
      'feeds/update': (body) => {
        rows[0] = buildFeedSource({ ...body });
        return okReply('Feed source updated', { feeds: rows[0] });
      },
    });
    const view = renderPanel();
    const toggle = await screen.findByRole('checkbox', { name: 'Poll World Wire on schedule' });
    expect(toggle).toBeChecked();
    await view.user.click(toggle);
    expect(await screen.findByRole('status')).toHaveTextContent('Feed source updated');
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.callsTo('feeds/update')[0]?.body).toEqual({
      feed_id: buildFeedSource().feed_id,
      url: 'https://wire.example/rss.xml',
      name: 'World Wire',
      defaultRiskLevel: 'Severe',
      everyItemIsAlert: true,
      is_active: false,
    });
  });

  it('deletes a source after confirmation', async () => {
    const rows = [buildFeedSource()];
    const api = feedsServer(rows);
    const view = renderPanel();
    await view.user.click(await screen.findByRole('button', { name: 'Delete World Wire' }));
    await view.user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(NO_FEEDS_TEXT)).toBeInTheDocument();
    expect(api.callsTo('feeds/remove')[0]?.body).toEqual({
      feed_id: buildFeedSource().feed_id,
      is_deleted: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server refusal as code and message', async () => {
    feedsServer([], { 'feeds/list': failReply(403, 'GR403', 'You are not allowed to do this') });
    renderPanel();
    expect(await screen.findByText('You are not allowed to do this')).toBeInTheDocument();
  });
});
