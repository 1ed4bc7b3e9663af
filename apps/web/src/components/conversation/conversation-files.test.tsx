import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { ConversationThread } from './conversation-thread';

const owner = buildSessionUser();
const INCIDENT = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
const message = (id: string, body: string) => ({
  message_id: id,
  incident_id: INCIDENT,
  body,
  author: { user_id: owner.user_id, name: owner.name, role: 'customer' },
  created_at: '2026-11-21T10:00:00.000Z',
});
const attached = {
  file_id: 'f1',
  name: 'Port brief.pdf',
  content_type: 'application/pdf',
  size: 2048,
  sha256: 'a'.repeat(64),
  parent: 'message',
  parent_id: 'm1',
  incident_id: INCIDENT,
  query: 'Will the port stay open?',
  uploaded_by: { user_id: owner.user_id, name: owner.name },
  created_at: '2026-11-21T10:00:00.000Z',
};

beforeEach(() =>
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  ),
);
afterEach(() => vi.unstubAllGlobals());

const choose = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('Attach files to the message'), { target: { files } });

const renderThread = () => {
  const api = mockApi({
    'message/list': okReply('found', { message: [message('m1', 'See the brief')], total: 1 }),
    'message/read': okReply('Conversation read'),
    'file/list': okReply('Files found', { file: [attached], total: 1 }),
    'message/insert': okReply('ignored', { message: message('m2', 'Another one') }),
    'file/insert': okReply('File attached', { file: { ...attached, file_id: 'f2' } }),
    'file/remove': okReply('File removed'),
  });
  const view = renderWithProviders(
    <ConversationThread incidentId={INCIDENT} selfId={owner.user_id} />,
    { user: owner },
  );
  return { api, view };
};

describe('files in the conversation (docs/rules/files.md)', () => {
  it("shows each message's files with their kind, size and a download", async () => {
    renderThread();
    const download = await screen.findByRole('button', { name: 'Download Port brief.pdf' });
    expect(download).toBeInTheDocument();
    const list = screen.getByRole('list', { name: `Files of the message by ${owner.name}` });
    expect(list).toHaveTextContent('Port brief.pdf');
    expect(list).toHaveTextContent('PDF · 2.0 KB');
  });

  it('refuses a file of another type before anything is sent', async () => {
    const { api, view } = renderThread();
    await screen.findByText('See the brief');
    choose([new File(['MZ'], 'brief.exe', { type: 'application/x-msdownload' })]);
    await view.user.type(screen.getByLabelText('Message'), 'Another one');
    await view.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'brief.exe: This type of file is not allowed',
    );
    expect(api.callsTo('message/insert')).toHaveLength(0);
  });

  it('refuses a file over 10 MB', async () => {
    const { api, view } = renderThread();
    await screen.findByText('See the brief');
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    choose([big]);
    await view.user.type(screen.getByLabelText('Message'), 'Another one');
    await view.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'huge.pdf: Files are limited to 10 MB',
    );
    expect(api.callsTo('message/insert')).toHaveLength(0);
  });

  it('sends the message, then its files as base64 attached to it', async () => {
    const { api, view } = renderThread();
    await screen.findByText('See the brief');
    choose([new File(['%PDF-1.4 hello'], 'notes.pdf', { type: 'application/pdf' })]);
    await view.user.type(screen.getByLabelText('Message'), 'Another one');
    await view.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(api.callsTo('file/insert').map((call) => call.body)).toEqual([
      { parent: 'message', parent_id: 'm2', name: 'notes.pdf', content: btoa('%PDF-1.4 hello') },
    ]);
  });

  it('lets the uploader remove their file after asking', async () => {
    const { api, view } = renderThread();
    await view.user.click(await screen.findByRole('button', { name: 'Remove Port brief.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove file' });
    expect(dialog).toHaveTextContent('Remove "Port brief.pdf"?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() =>
      expect(api.callsTo('file/remove').map((call) => call.body)).toEqual([{ file_id: 'f1' }]),
    );
  });
});
