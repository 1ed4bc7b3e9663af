import { CODES } from '@georisk/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { buildBranch, buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { BranchesPage, type BranchMapProps } from './branches-page';

const customer = buildSessionUser();
const lyon = buildBranch();
const listOf = (canManage: boolean, rows = [lyon]) =>
  okReply('Branches found.', { branch: rows, total: rows.length, can_manage: canManage });

afterEach(() => vi.unstubAllGlobals());

describe('BranchesPage', () => {
  it('a viewer sees the list and the export, and nothing to change', async () => {
    mockApi({ 'branch/list': listOf(false) });
    renderWithProviders(<BranchesPage />, { user: customer });
    const row = (await screen.findByText('Lyon office')).closest('tr')!;
    expect(within(row).getByText('France')).toBeInTheDocument();
    expect(within(row).getByText('50 km')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Branch/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit Lyon office/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete Lyon office/ })).toBeNull();
    expect(screen.queryByLabelText('CSV file to import')).toBeNull();
    expect(screen.getByRole('button', { name: /Export branches/ })).toBeInTheDocument();
  });

  it('checks the form in order before any call, then adds a branch with numbers', async () => {
    const api = mockApi({
      'branch/list': listOf(true),
      'branch/insert': okReply('Branch saved.', { branch: lyon }),
    });
    const { user } = renderWithProviders(<BranchesPage />, { user: customer });
    await user.click(await screen.findByRole('button', { name: /Add Branch/ }));
    await user.type(screen.getByLabelText(/^Name/), 'Basra plant');
    await user.selectOptions(screen.getByLabelText(/^Kind/), 'plant');
    await user.type(screen.getByLabelText(/^Latitude/), '95');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a latitude between -90 and 90',
    );
    expect(api.callsTo('branch/insert')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Latitude/));
    await user.type(screen.getByLabelText(/^Latitude/), '30.5');
    await user.type(screen.getByLabelText(/^Longitude/), '47.8');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'IQ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Branch saved.')).toBeInTheDocument();
    expect(api.callsTo('branch/insert')[0]?.body).toMatchObject({
      name: 'Basra plant',
      kind: 'plant',
      lat: 30.5,
      lon: 47.8,
      country: 'IQ',
      radius_km: 50,
      min_level: 'High Risk',
      people: 0,
    });
  });

  it('shows every bad line of a refused import, and keeps them on screen', async () => {
    const errors = [
      { line: 3, message: 'Please enter a latitude between -90 and 90' },
      { line: 5, message: 'Invalid Country' },
    ];
    const api = mockApi({
      'branch/list': listOf(true),
      'branch/import': failReply(
        400,
        CODES.invalidInput,
        'Nothing was imported: 2 lines have mistakes. Please correct them and import the file again',
        { errors },
      ),
    });
    const { user } = renderWithProviders(<BranchesPage />, { user: customer });
    const csv = 'name,kind,lat,lon,city,country,radius_km,min_level,people\nA,office,95,1,,FR,,,\n';
    await user.upload(
      await screen.findByLabelText('CSV file to import'),
      new File([csv], 'branches.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import branches' }));
    const alert = await screen.findByText(/Nothing was imported/);
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(
      within(box).getByText('Line 3: Please enter a latitude between -90 and 90'),
    ).toBeVisible();
    expect(within(box).getByText('Line 5: Invalid Country')).toBeVisible();
    expect(api.callsTo('branch/import')[0]?.body).toEqual({ csv });
  });

  it('fills the coordinates and country from the picked city', async () => {
    const lyonCity = { place_id: '2996944', name: 'Lyon', country: 'FR', lat: 45.75, lon: 4.85 };
    mockApi({
      'branch/list': listOf(true),
      'place/search': okReply('Places found.', {
        place: [{ ...lyonCity, population: 472317 }],
        total: 1,
      }),
    });
    const { user } = renderWithProviders(<BranchesPage />, { user: customer });
    await user.click(await screen.findByRole('button', { name: /Add Branch/ }));
    await user.type(screen.getByRole('combobox', { name: /City/ }), 'lyo');
    await user.click(await screen.findByRole('option', { name: /Lyon, FR/ }));
    expect(screen.getByLabelText(/^Latitude/)).toHaveValue('45.75');
    expect(screen.getByLabelText(/^Longitude/)).toHaveValue('4.85');
    expect(screen.getByLabelText(/^Country/)).toHaveValue('FR');
  });

  it('opens the form at a point picked on the map, and selects a branch on both sides', async () => {
    mockApi({ 'branch/list': listOf(true) });
    const MapPanel = ({ selectedId, onSelect, onNewBranch }: BranchMapProps) => (
      <div>
        <p>Selected: {selectedId ?? 'none'}</p>
        <button onClick={() => onSelect('elsewhere')}>Pick on map</button>
        <button onClick={() => onNewBranch?.({ lat: 43.3, lon: 5.37, country: 'FR' })}>
          New branch here
        </button>
      </div>
    );
    const { user } = renderWithProviders(<BranchesPage MapPanel={MapPanel} />, {
      user: customer,
    });
    const pin = await screen.findByRole('button', { name: 'Show Lyon office on the map' });
    await user.click(pin);
    expect(screen.getByText(`Selected: ${lyon.branch_id}`)).toBeInTheDocument();
    expect(pin).toHaveAttribute('aria-pressed', 'true');
    expect(pin.closest('tr')).toHaveClass('table-active');
    await user.click(screen.getByRole('button', { name: 'Pick on map' }));
    expect(pin).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'New branch here' }));
    expect(await screen.findByRole('heading', { name: 'Register Branch' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Latitude/)).toHaveValue('43.3');
    expect(screen.getByLabelText(/^Longitude/)).toHaveValue('5.37');
    expect(screen.getByLabelText(/^Country/)).toHaveValue('FR');
  });
});
