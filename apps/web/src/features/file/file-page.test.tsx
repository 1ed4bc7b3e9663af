import type { FileEntity } from '@georisk/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import FilePage from './file-page';

const INCIDENT = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
const file = (overrides: Partial<FileEntity> = {}): FileEntity => ({
  file_id: 'f0000000-0000-4000-8000-000000000001',
  name: 'Port brief.pdf',
  content_type: 'application/pdf',
  size: 254_000,
  sha256: 'a'.repeat(64),
  parent: 'message',
  parent_id: 'm1',
  incident_id: INCIDENT,
  query: 'Will the port stay open?',
  uploaded_by: { user_id: 'u1', name: 'Carmen Ruiz' },
  created_at: '2026-11-22T09:00:00.000Z',
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('/menu/file', () => {
  it('lists each file with its kind, size, who attached it and a link to its request', async () => {
    const api = mockApi({
      'file/list': okReply('Files found', {
        file: [
          file(),
          file({
            file_id: 'f2',
            name: 'levels.csv',
            content_type: 'text/csv; charset=utf-8',
            size: 900,
            parent: 'incident',
          }),
        ],
        total: 2,
      }),
    });
    renderWithProviders(<FilePage />, { user: buildSessionUser() });
    expect(await screen.findByRole('heading', { name: 'Files' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Port brief.pdf');
    expect(rows[1]).toHaveTextContent('PDF');
    expect(rows[1]).toHaveTextContent('248.0 KB');
    expect(rows[1]).toHaveTextContent('Message on Will the port stay open?');
    expect(rows[1]).toHaveTextContent('Carmen Ruiz');
    expect(rows[2]).toHaveTextContent('levels.csv');
    expect(rows[2]).toHaveTextContent('CSV');
    expect(rows[2]).toHaveTextContent('Request on');
    expect(
      within(rows[1]!).getByRole('link', { name: 'Will the port stay open?' }),
    ).toHaveAttribute('href', `/menu/incident?report=${INCIDENT}`);
    expect(
      within(rows[1]!).getByRole('button', { name: 'Download Port brief.pdf' }),
    ).toBeInTheDocument();
    expect(api.callsTo('file/list')[0]?.body).toEqual({ limit: 20, offset: 0 });
  });

  it('says so when there are no files', async () => {
    mockApi({ 'file/list': okReply('Files found', { file: [], total: 0 }) });
    renderWithProviders(<FilePage />, { user: buildSessionUser() });
    expect(await screen.findByText(/No files yet/)).toBeInTheDocument();
  });
});
