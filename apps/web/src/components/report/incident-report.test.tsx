import type { FindingRow, FindingStatus, Incident } from '@georisk/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { buildFactor, buildIncident, buildSessionUser } from '../../test/factories';
import { IncidentReport } from './incident-report';

const customer = buildSessionUser();
const ID = buildIncident().incident_id;
const stamp = { created_at: '2026-11-21T10:00:00.000Z' };
const incident = (overrides: Partial<Incident> = {}) =>
  buildIncident({ created_by: customer.user_id, ...overrides });
const factor = (factor_id: string, name: string) => buildFactor({ factor_id, name });
const row = (
  factor_id: string,
  response_status: FindingStatus,
  previous_status: FindingStatus | null,
): FindingRow => ({
  finding_id: 'fd1',
  incident_id: 'i1',
  factor_id,
  response_status,
  factor_response: `Response ${factor_id}`,
  previous_status,
  created_by: 'p1',
  created_at: stamp.created_at,
});
const airspaceAndTroops = okReply('found', {
  factor: [factor('f1', 'Airspace'), factor('f2', 'Troops')],
  total: 2,
});
const thread = {
  'message/list': okReply('found', {
    message: [
      {
        message_id: 'm1',
        incident_id: 'i1',
        body: 'Does this cover the northern crossing?',
        author: { user_id: customer.user_id, name: customer.name, role: 'customer' },
        created_at: stamp.created_at,
      },
    ],
    total: 1,
  }),
  'file/list': okReply('Files found', { file: [], total: 0 }),
};

/** Mocks the report's reads (the thread always, the rest per test) and renders it for its owner. */
const renderReport = (overrides: Partial<Incident>, replies: Parameters<typeof mockApi>[0]) => {
  const api = mockApi({ ...thread, ...replies });
  const view = renderWithProviders(
    <IncidentReport incident={incident(overrides)} onBack={vi.fn()} />,
    { user: customer },
  );
  return { api, view };
};

afterEach(() => vi.unstubAllGlobals());

describe('IncidentReport', () => {
  it('shows the summary, analyst and date, Red first, and each change since the last revision', async () => {
    renderReport(
      { status: 'Answered', revision: 2 },
      {
        'factor/search': airspaceAndTroops,
        'finding/list': okReply('found', {
          finding: [row('f1', 'Green', 'Green'), row('f2', 'Red', 'Yellow')],
        }),
        'finding/history': okReply('found', {
          revisions: [
            {
              revision: 2,
              published_at: '2026-11-22T09:30:00.000Z',
              published_by: { user_id: 'p1', name: 'Pat Analyst' },
              summary: 'Escalating in the north.',
              factor_response: {},
            },
          ],
        }),
      },
    );
    expect(await screen.findByText('Escalating in the north.')).toBeInTheDocument();
    expect(screen.getByText(/Pat Analyst · 22 Nov 2026/)).toBeInTheDocument();
    const rows = await screen.findAllByRole('row', { name: /Troops|Airspace/ });
    expect(rows[0]).toHaveTextContent('Troops');
    const status = within(rows[0]!).getAllByRole('cell').at(-1);
    expect(status).toHaveTextContent(/^changed from Yellow → to Red$/);
    expect(rows[1]).toHaveTextContent('Airspace');
    expect(screen.getByRole('button', { name: 'Print / Save as PDF' })).toBeInTheDocument();
    expect(await screen.findByText('Does this cover the northern crossing?')).toBeInTheDocument();
  });

  it('offers every earlier published revision, read like the latest', async () => {
    const revision = (number: number, summary: string, f1: FindingStatus, f2: FindingStatus) => ({
      revision: number,
      published_at: `2026-11-2${number}T09:30:00.000Z`,
      published_by: { user_id: 'p1', name: 'Pat Analyst' },
      summary,
      factor_response: {
        f1: { response_status: f1, response: `Airspace in revision ${number}` },
        f2: { response_status: f2, response: `Troops in revision ${number}` },
      },
    });
    const { view } = renderReport(
      { status: 'Answered', revision: 3, countries: ['UA', 'PL'] },
      {
        'factor/search': airspaceAndTroops,
        'finding/list': okReply('found', {
          finding: [row('f1', 'Green', 'Yellow'), row('f2', 'Red', 'Green')],
        }),
        'finding/history': okReply('found', {
          revisions: [
            revision(3, 'Escalating in the north.', 'Green', 'Red'),
            revision(2, 'Calm, with a caveat.', 'Yellow', 'Green'),
            revision(1, 'Calm.', 'Green', 'Green'),
          ],
        }),
      },
    );
    expect(await screen.findByText('Escalating in the north.')).toBeInTheDocument();
    expect(screen.getByText('Ukraine, Poland')).toBeInTheDocument();
    const picker = screen.getByLabelText('Revision');
    expect(picker).toHaveValue('3');
    await view.user.selectOptions(picker, '2');
    expect(await screen.findByText('Calm, with a caveat.')).toBeInTheDocument();
    expect(screen.getByText(/revision 2 of 3/)).toBeInTheDocument();
    const rows = screen.getAllByRole('row', { name: /Troops|Airspace/ });
    expect(rows[0]).toHaveTextContent('Airspace in revision 2');
    expect(within(rows[0]!).getAllByRole('cell').at(-1)).toHaveTextContent(
      /^changed from Green → to Yellow$/,
    );
    expect(rows[1]).toHaveTextContent('Troops in revision 2');
  });

  it('unanswered: says an analyst has it and when to expect the answer, no empty scorecard', async () => {
    renderReport(
      { status: 'In review', due_at: '2026-11-23T10:00:00.000Z' },
      {
        'factor/search': okReply('found', { factor: [factor('f1', 'Airspace')], total: 1 }),
        'finding/list': okReply('found', { finding: [] }),
      },
    );
    expect(screen.getByText(/An analyst is working on your request/)).toHaveTextContent(
      'Expect the answer by 23 Nov 2026',
    );
    expect(screen.queryByRole('list', { name: 'Scorecard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print / Save as PDF' })).not.toBeInTheDocument();
  });

  it('sends a follow-up question in the conversation', async () => {
    const { api, view } = renderReport(
      {},
      {
        'factor/search': okReply('found', { factor: [], total: 0 }),
        'finding/list': okReply('found', { finding: [] }),
        // As the server answers: the new message under `message`, in place of the envelope's text.
        'message/insert': okReply('ignored', {
          message: {
            message_id: 'm2',
            incident_id: ID,
            body: 'Any news?',
            author: { user_id: customer.user_id, name: customer.name, role: 'customer' },
            created_at: stamp.created_at,
          },
        }),
      },
    );
    await view.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a message');
    await view.user.type(screen.getByLabelText('Message'), 'Any news?');
    await view.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(api.callsTo('message/insert')[0]?.body).toEqual({
      incident_id: ID,
      body: 'Any news?',
    });
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });
});
