import { invisibleCharacters, MESSAGES, type Category } from '@georisk/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCategory, buildSessionUser } from '../../test/factories';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import CategoriesPage from './categories-page';

afterEach(() => vi.unstubAllGlobals());

const admin = buildSessionUser({ is_admin: true });

/** A fake categories API over an in-memory table, so re-fetches show what was written. */
const categoriesServer = (rows: Category[], overrides: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'categories/list': () => okReply('Categories listed', { categories: rows, total: rows.length }),
    'categories/get': (body) =>
      okReply('Category found', {
        categories: rows.find((row) => row.categories_id === body.categories_id),
      }),
    'categories/insert': okReply('Category created', { categories: buildCategory() }),
    'categories/update': okReply('Category updated', { categories: buildCategory() }),
    'categories/remove': okReply('Category deleted'),
    ...overrides,
  });

const renderPage = () => renderWithProviders(<CategoriesPage />, { user: admin });

describe('CategoriesPage', () => {
  it('shows the empty state, then checks the form in spec order before any call', async () => {
    const api = categoriesServer([]);
    const view = renderPage();
    await view.user.click(await screen.findByRole('button', { name: 'Register Categories' }));
    expect(screen.getByRole('heading', { name: 'Register Categories' })).toBeInTheDocument();
    const submit = () => view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.categoryName);
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Cyber');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.categoryIcon);
    await view.user.type(screen.getByRole('textbox', { name: 'Icon' }), 'shield-lock');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.categoryAbout);
    expect(api.callsTo('categories/insert')).toHaveLength(0);
  });

  it('refuses a name with an invisible character, with the sentence under the field', async () => {
    const api = categoriesServer([]);
    const view = renderPage();
    await view.user.click(await screen.findByRole('button', { name: 'Register Categories' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await view.user.type(name, 'Cyber\u200bsecurity');
    await view.user.type(screen.getByRole('textbox', { name: 'Icon' }), 'shield-lock');
    await view.user.type(screen.getByRole('textbox', { name: 'About' }), 'Networks');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(name).toHaveAccessibleDescription(invisibleCharacters('Name'));
    expect(name).toHaveFocus();
    expect(api.callsTo('categories/insert')).toHaveLength(0);
  });

  it('inserts, returns to the list with the reply in a success banner, and re-fetches', async () => {
    const rows: Category[] = [];
    const api = categoriesServer(rows, {
      'categories/insert': (body) => {
        rows.push(buildCategory({ name: String(body.name) }));
        return okReply('Category created', { categories: rows[0] });
      },
    });
    const view = renderPage();
    await view.user.click(await screen.findByRole('button', { name: 'Register Categories' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), '  Cyber ');
    await view.user.type(screen.getByRole('textbox', { name: 'Icon' }), 'shield-lock');
    await view.user.type(screen.getByRole('textbox', { name: 'About' }), 'Attacks on networks');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('cell', { name: 'Cyber' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Category created');
    expect(api.callsTo('categories/insert')[0]?.body).toEqual({
      name: 'Cyber',
      icon: 'shield-lock',
      about: 'Attacks on networks',
      is_active: true,
    });
    expect(api.callsTo('categories/list')).toHaveLength(2);
  });

  it('edits: loads the record by id, then updates it with its categories_id', async () => {
    const record = buildCategory();
    const api = categoriesServer([record]);
    const view = renderPage();
    await view.user.click(await screen.findByRole('button', { name: `Edit ${record.name}` }));
    expect(screen.getByRole('heading', { name: 'Update Categories' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue(record.name));
    expect(api.callsTo('categories/get')[0]?.body).toEqual({ categories_id: record.categories_id });
    await view.user.clear(name);
    await view.user.type(name, 'Wars');
    await view.user.click(screen.getByRole('switch', { name: 'Active' }));
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Categories' });
    expect(api.callsTo('categories/update')[0]?.body).toEqual({
      categories_id: record.categories_id,
      name: 'Wars',
      icon: record.icon,
      about: record.about,
      is_active: false,
    });
  });

  it('keeps the form and shows a failed save as a warning', async () => {
    categoriesServer([], { 'categories/insert': failReply(409, 'GR409', 'That name is taken') });
    const view = renderPage();
    await view.user.click(await screen.findByRole('button', { name: 'Register Categories' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Cyber');
    await view.user.type(screen.getByRole('textbox', { name: 'Icon' }), 'x');
    await view.user.type(screen.getByRole('textbox', { name: 'About' }), 'y');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That name is taken');
    expect(screen.getByRole('heading', { name: 'Register Categories' })).toBeInTheDocument();
  });

  it('cannot save over a record that failed to load', async () => {
    categoriesServer([buildCategory()], {
      'categories/get': failReply(404, 'GR404', 'Category not found'),
    });
    const view = renderPage();
    await view.user.click(
      await screen.findByRole('button', { name: `Edit ${buildCategory().name}` }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Category not found');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('deletes softly after confirming, then re-fetches the list', async () => {
    const record = buildCategory();
    const api = categoriesServer([record]);
    const view = renderPage();
    await view.user.click(await screen.findByRole('button', { name: `Delete ${record.name}` }));
    await view.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(api.callsTo('categories/list')).toHaveLength(2));
    expect(api.callsTo('categories/remove')[0]?.body).toEqual({
      categories_id: record.categories_id,
      is_deleted: true,
    });
  });

  it('searches through categories/search with q', async () => {
    const api = categoriesServer([buildCategory()], {
      'categories/search': okReply('1 category found', { categories: [buildCategory()], total: 1 }),
    });
    const view = renderPage();
    await view.user.type(
      await screen.findByRole('searchbox', { name: 'Search Categories' }),
      'mili{Enter}',
    );
    expect(await screen.findByText('1 category found')).toBeInTheDocument();
    expect(api.callsTo('categories/search')[0]?.body).toEqual({ q: 'mili' });
  });
});
