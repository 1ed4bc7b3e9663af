import type { Factor, Incident } from '@georisk/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FindingsFormView } from './findings-form-view';

const WAR = { categories_id: 'war', name: 'Military Conflicts' };
const stamp = { created_at: '2026-11-21T10:00:00.000Z', updated_at: '2026-11-21T10:00:00.000Z' };
const factor = (name: string): Factor => ({
  ...stamp,
  factor_id: `f-${name}`,
  categories_id: WAR.categories_id,
  categories: WAR,
  name,
  code: name,
  icon: 'flag',
  about: `About ${name}`,
  is_active: true,
  created_by: null,
});
const incident: Incident = {
  ...stamp,
  incident_id: 'i1',
  query: 'Will the border stay open?',
  queryType_id: 'q1',
  queryType: {
    queryType_id: 'q1',
    name: 'Travel Safety',
    icon: 'airplane',
    customerType: 'Citizen',
    categories_id: 'war',
    categories: WAR,
  },
  customerType: 'Citizen',
  status: 'Submitted',
  created_by: 'u1',
};
const rows = [
  { factor: factor('Troops'), finding: undefined },
  { factor: factor('Airspace'), finding: undefined },
  { factor: factor('Ceasefire'), finding: undefined },
];

describe('FindingsFormView', () => {
  it('shows the query and sends the rated factors with their responses, without client checks', async () => {
    const onSubmit = vi.fn(async () => null as string | null);
    render(
      <FindingsFormView incident={incident} rows={rows} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    const user = userEvent.setup();
    expect(screen.getByText('Will the border stay open?')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status of Troops'), 'Red');
    await user.type(screen.getByLabelText('Response for Troops'), 'Massing');
    await user.selectOptions(screen.getByLabelText('Status of Airspace'), 'Green');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      'f-Troops': { response_status: 'Red', response: 'Massing' },
      'f-Airspace': { response_status: 'Green', response: '' },
    });
  });

  it('leaves judging to the server and shows its failure', async () => {
    const onSubmit = vi.fn(async () => 'GR400 - Please rate at least one Factor');
    render(
      <FindingsFormView incident={incident} rows={rows} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({});
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'GR400 - Please rate at least one Factor',
    );
  });
});
