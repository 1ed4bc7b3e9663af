import { MESSAGES } from '@georisk/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCategory, buildQueryType, buildSessionUser } from '../../test/factories';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import QueryTypePage from './query-type-page';

afterEach(() => vi.unstubAllGlobals());

const category = buildCategory();

const queryTypesServer = (rows = [buildQueryType()]) =>
  mockApi({
    'queryType/list': okReply('Query types listed', { queryType: rows, total: rows.length }),
    'queryType/insert': (body) =>
      body.categories_id
        ? okReply('Query type created', { queryType: buildQueryType() })
        : failReply(400, 'GR400', MESSAGES.selectCategories),
    'categories/list': okReply('Categories listed', { categories: [category], total: 1 }),
  });

const renderPage = () =>
  renderWithProviders(<QueryTypePage />, { user: buildSessionUser({ is_admin: true }) });

describe('QueryType screens', () => {
  it("lists 'My QueryType' with the spec's columns", async () => {
    queryTypesServer();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'My QueryType' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Name',
      'Categories',
      'Customer Type',
      'Active',
      'Icon',
      'About',
      'Edit',
      'Delete',
    ]);
    expect(screen.getByRole('cell', { name: 'Citizen' })).toBeInTheDocument();
  });

  it('checks name, icon, about in order; the category is left to the server', async () => {
    const api = queryTypesServer([]);
    const view = renderPage();
    await view.user.click(await screen.findByRole('button', { name: 'Register QueryType' }));
    expect(screen.getByRole('combobox', { name: 'Customer Type' })).toHaveValue('Global');
    const expectAlert = async (message: string) => {
      await view.user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    };
    await expectAlert(MESSAGES.queryTypeName);
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Travel');
    await expectAlert(MESSAGES.queryTypeIcon);
    await view.user.type(screen.getByRole('textbox', { name: 'Icon' }), 'airplane');
    await expectAlert(MESSAGES.queryTypeAbout);
    await view.user.type(screen.getByRole('textbox', { name: 'About' }), 'Safe to go?');
    await expectAlert(`${MESSAGES.selectCategories}`);
    expect(api.callsTo('queryType/insert')).toHaveLength(1);
  });

  it('sends one category, one customer type and the price in credits', async () => {
    const api = queryTypesServer([]);
    const view = renderPage();
    await view.user.click(await screen.findByRole('button', { name: 'Register QueryType' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Travel');
    await screen.findByRole('option', { name: category.name });
    await view.user.selectOptions(
      screen.getByRole('combobox', { name: 'Category' }),
      category.name,
    );
    await view.user.selectOptions(
      screen.getByRole('combobox', { name: 'Customer Type' }),
      'Corporate',
    );
    await view.user.type(screen.getByRole('textbox', { name: 'Icon' }), 'airplane');
    await view.user.type(screen.getByRole('textbox', { name: 'About' }), 'Safe to go?');
    const price = screen.getByRole('textbox', { name: /Price in credits/ });
    expect(price).toHaveValue('1');
    await view.user.clear(price);
    await view.user.type(price, '2.5');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The price must be a whole number of credits from 0 to 100000',
    );
    expect(api.callsTo('queryType/insert')).toHaveLength(0);
    await view.user.clear(price);
    await view.user.type(price, '2');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'My QueryType' });
    expect(api.callsTo('queryType/insert')[0]?.body).toEqual({
      name: 'Travel',
      categories_id: category.categories_id,
      customerType: 'Corporate',
      icon: 'airplane',
      about: 'Safe to go?',
      is_active: true,
      price_credits: 2,
      on_quote: false,
    });
  });
});
