import { MESSAGES } from '@georisk/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCategory, buildFactor, buildSessionUser } from '../../test/factories';
import { mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import FactorPage from './factor-page';

afterEach(() => vi.unstubAllGlobals());

const category = buildCategory();

const factorServer = (factors = [buildFactor()], categories = [category]) =>
  mockApi({
    'factor/list': okReply('Factors listed', { factor: factors, total: factors.length }),
    'factor/get': okReply('Factor found', { factor: factors[0] }),
    'factor/insert': okReply('Factor created', { factor: buildFactor() }),
    'factor/update': okReply('Factor updated', { factor: buildFactor() }),
    'categories/list': okReply('Categories listed', { categories, total: categories.length }),
  });

const renderPage = () =>
  renderWithProviders(<FactorPage />, { user: buildSessionUser({ is_admin: true }) });

describe('Factor screens', () => {
  it("lists 'My Factor' with the spec's columns", async () => {
    factorServer();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'My Factor' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Category',
      'Code',
      'Name',
      'Active',
      'Icon',
      'About',
      'Edit',
      'Delete',
    ]);
    expect(screen.getByRole('cell', { name: category.name })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'flag' })).toHaveClass('bi-flag');
  });

  it('checks category, name, code, icon, about in that order, then inserts', async () => {
    const api = factorServer([]);
    const view = renderPage();
    await view.user.click(await screen.findByRole('button', { name: 'Register Factor' }));
    expect(screen.getByRole('heading', { name: 'Register Factor' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'About' })).toHaveAttribute('rows', '3');
    const expectAlert = async (message: string) => {
      await view.user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(screen.getByRole('alert')).toHaveTextContent(message);
    };
    await expectAlert(MESSAGES.selectCategories);
    await screen.findByRole('option', { name: category.name });
    await view.user.selectOptions(
      screen.getByRole('combobox', { name: 'Category' }),
      category.name,
    );
    await expectAlert(MESSAGES.factorName);
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Troops');
    await expectAlert(MESSAGES.factorCode);
    await view.user.type(screen.getByRole('textbox', { name: 'Code' }), 'T-1');
    await expectAlert(MESSAGES.factorIcon);
    await view.user.type(screen.getByRole('textbox', { name: 'Icon' }), 'flag');
    await expectAlert(MESSAGES.factorAbout);
    expect(api.callsTo('factor/insert')).toHaveLength(0);
    await view.user.type(screen.getByRole('textbox', { name: 'About' }), 'Massing');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'My Factor' });
    expect(api.callsTo('factor/insert')[0]?.body).toEqual({
      categories_id: category.categories_id,
      name: 'Troops',
      code: 'T-1',
      icon: 'flag',
      about: 'Massing',
      is_active: true,
    });
  });

  it("editing keeps the factor's category selectable even when it is no longer listed", async () => {
    const api = factorServer([buildFactor()], []);
    const view = renderPage();
    await view.user.click(await screen.findByRole('button', { name: 'Edit Troop build-up' }));
    expect(screen.getByRole('heading', { name: 'Update Factor' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue(
        category.categories_id,
      ),
    );
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'My Factor' });
    expect(api.callsTo('factor/update')[0]?.body).toMatchObject({
      factor_id: buildFactor().factor_id,
      categories_id: category.categories_id,
    });
  });
});
