import type { Factor, Incident } from '@georisk/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders, sessionUserOf } from '../../test/render';
import FindingPage from './finding-page';

const partner = sessionUserOf({ is_customer: false, is_partner: true });
const WAR = { categories_id: 'war', name: 'Military Conflicts' };
const stamp = { created_at: '2026-11-21T10:00:00.000Z', updated_at: '2026-11-21T10:00:00.000Z' };
const incident = (status: Incident['status']): Incident => ({
  ...stamp,
  incident_id: 'i1',
  query: 'Will the border stay open?',
  queryType_id: 'q1',
  queryType: {
    queryType_id: 'q1',
    name: 'Travel safety',
    icon: 'airplane',
    customerType: 'Citizen',
    categories_id: 'war',
    categories: WAR,
  },
  customerType: 'Citizen',
  status,
  created_by: 'customer',
});
const factor: Factor = {
  ...stamp,
  factor_id: 'f1',
  categories_id: 'war',
  categories: WAR,
  name: 'Troop movements',
  code: 'T',
  icon: 'flag',
  about: 'Forces near the border.',
  is_active: true,
  created_by: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('FindingPage', () => {
  it('answers an incident: the form closes and the table shows it Answered', async () => {
    let status: Incident['status'] = 'Submitted';
    const api = mockApi({
      'incident/list': () => okReply('found', { incident: [incident(status)], total: 1 }),
      'factor/search': okReply('found', { factor: [factor], total: 1 }),
      'finding/list': okReply('found', { finding: [] }),
      'finding/insert': () => {
        status = 'Answered';
        return okReply('Finding registered');
      },
    });
    const { user } = renderWithProviders(<FindingPage />, { user: partner });
    const row = await screen.findByRole('row', { name: /Will the border stay open/ });
    expect(row).toHaveTextContent('Citizen');
    expect(row).toHaveTextContent('Submitted');

    await user.click(screen.getByLabelText('Unanswered only'));
    expect(api.callsTo('incident/list').at(-1)?.body).toMatchObject({ status: 'Submitted' });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    await user.selectOptions(await screen.findByLabelText('Status of Troop movements'), 'Yellow');
    await user.type(screen.getByLabelText('Response for Troop movements'), 'Patrols doubled');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Finding registered')).toBeInTheDocument();
    expect(api.callsTo('finding/insert')[0]?.body).toEqual({
      incident_id: 'i1',
      factor_response: { f1: { response_status: 'Yellow', response: 'Patrols doubled' } },
    });
    await user.click(screen.getByLabelText('Unanswered only'));
    const answered = await screen.findByRole('row', { name: /Will the border stay open/ });
    expect(within(answered).getByText('Answered')).toBeInTheDocument();
  });

  it('revises an existing finding through finding/update, prefilled', async () => {
    const api = mockApi({
      'incident/list': okReply('found', { incident: [incident('Answered')], total: 1 }),
      'factor/search': okReply('found', { factor: [factor], total: 1 }),
      'finding/list': okReply('found', {
        finding: [
          {
            finding_id: 'fd1',
            incident_id: 'i1',
            factor_id: 'f1',
            response_status: 'Red',
            factor_response: 'Massing',
            created_by: partner.user_id,
            created_at: stamp.created_at,
          },
        ],
      }),
      'finding/update': okReply('Finding updated'),
    });
    const { user } = renderWithProviders(<FindingPage />, { user: partner });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    expect(await screen.findByLabelText('Status of Troop movements')).toHaveValue('Red');
    await user.selectOptions(screen.getByLabelText('Status of Troop movements'), 'Green');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Finding updated')).toBeInTheDocument();
    expect(api.callsTo('finding/update')[0]?.body).toEqual({
      finding_id: 'fd1',
      factor_response: { f1: { response_status: 'Green', response: 'Massing' } },
    });
  });
});
