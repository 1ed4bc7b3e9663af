import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { buildIncident, buildQueryType, buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { IncidentManager } from './incident-manager';

const user = buildSessionUser();
const open = buildIncident({
  incident_id: '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
  query: 'Will the airport close?',
  status: 'Submitted',
  created_by: user.user_id,
});
const travel = buildQueryType({ about: 'Is it safe?' });

afterEach(() => vi.unstubAllGlobals());

/** Opens the update form of an open request with these files chosen, and submits it. */
const submitWith = async (files: File[]) => {
  const api = mockApi({
    'incident/list': okReply('found', { incident: [open], total: 1 }),
    'incident/get': okReply('found', { incident: open }),
    'queryType/list': okReply('found', { queryType: [travel], total: 1 }),
    'incident/update': okReply('Incident Request updated', { incident: open }),
    'file/insert': okReply('File attached', { file: {} }),
  });
  const view = renderWithProviders(<IncidentManager />, { user, route: '/menu/incident' });
  await view.user.click(await screen.findByRole('button', { name: 'Edit' }));
  await screen.findByRole('heading', { name: 'Update Incident Request' });
  fireEvent.change(screen.getByLabelText('Attach files to the request'), { target: { files } });
  await view.user.click(screen.getByRole('button', { name: 'Submit' }));
  return api;
};

describe('files with the request form (docs/rules/files.md)', () => {
  it('saves the request, then attaches the chosen files to it', async () => {
    const api = await submitWith([new File(['a,b\n1,2\n'], 'levels.csv', { type: 'text/csv' })]);
    expect(await screen.findByText('Incident Request updated')).toHaveClass('alert-success');
    expect(api.callsTo('file/insert').map((call) => call.body)).toEqual([
      {
        parent: 'incident',
        parent_id: open.incident_id,
        name: 'levels.csv',
        content: btoa('a,b\n1,2\n'),
      },
    ]);
  });

  it('refuses a file of another type and saves nothing', async () => {
    const api = await submitWith([new File(['<html>'], 'page.html', { type: 'text/html' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'page.html: This type of file is not allowed',
    );
    expect(api.callsTo('incident/update')).toHaveLength(0);
  });
});
