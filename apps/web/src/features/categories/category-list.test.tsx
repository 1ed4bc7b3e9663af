import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { buildCategory, buildSessionUser } from '../../test/factories';
import CategoriesPage from './categories-page';

afterEach(() => vi.unstubAllGlobals());

describe('Categories list (docs/rules/reference-data.md)', () => {
  it("has the columns Name, Active, Icon, About with edit and delete, and 'Add Categories'", async () => {
    const row = buildCategory();
    mockApi({ 'categories/list': okReply('Categories loaded', { categories: [row], total: 1 }) });
    renderWithProviders(<CategoriesPage />, { user: buildSessionUser({ is_admin: true }) });
    expect(await screen.findByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Active', 'Icon', 'About', 'Edit', 'Delete']);
    expect(screen.getByRole('button', { name: 'Add Categories' })).toBeInTheDocument();
  });
});
