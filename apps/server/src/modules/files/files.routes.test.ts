import { FILE_LIMITS } from '@georisk/contract';
import { describe, expect, it } from 'vitest';
import { answer, submitIncident } from '../../test/finding.test-helpers.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { DOCX, EXE, PDF, PNG, ZIP, upload } from '../../test/file-fixtures.js';

const t = useTestApp();

const messageOn = async (incidentId: string, author: TestUser) => {
  const res = await t.call(
    'message/insert',
    { incident_id: incidentId, body: 'See attached' },
    author.token,
  );
  expect(res.statusCode).toBe(200);
  return res.json().message.message_id as string;
};

/** A customer's own request, and a file they attach to it. */
const attachToOwnRequest = async (bytes: Buffer, name: string) => {
  const owner = await buildUser(t);
  const { incidentId } = await submitIncident(t, owner);
  const res = await t.call('file/insert', upload('incident', incidentId, bytes, name), owner.token);
  return { owner, incidentId, res };
};

describe('attaching files (docs/rules/files.md)', () => {
  it('attaches a PDF to a message; the analyst downloads the same bytes under its name', async () => {
    const owner = await buildUser(t);
    const admin = await buildUser(t, { role: 'admin' });
    const { incidentId } = await submitIncident(t, owner);
    const messageId = await messageOn(incidentId, owner);
    const res = await t.call(
      'file/insert',
      upload('message', messageId, PDF, 'Brief été.pdf'),
      owner.token,
    );
    expect(res.statusCode).toBe(200);
    const file = res.json().file;
    expect(file).toMatchObject({
      name: 'Brief été.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
      parent: 'message',
      parent_id: messageId,
      incident_id: incidentId,
      uploaded_by: { user_id: owner.id },
    });
    expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);

    const listed = await t.call('file/list', { incident_id: incidentId }, admin.token);
    expect(listed.json()).toMatchObject({ total: 1, file: [{ file_id: file.file_id }] });

    const got = await t.call('file/download', { file_id: file.file_id }, admin.token);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="Brief ete.pdf"; filename*=UTF-8''Brief%20%C3%A9t%C3%A9.pdf`,
    );
    expect(got.rawPayload.equals(PDF)).toBe(true);
  });

  it.each([
    ['a program renamed .pdf', EXE, 'invoice.pdf'],
    ['a plain zip renamed .docx', ZIP, 'report.docx'],
    ['HTML with a NUL byte named .txt', Buffer.from('<html>\0<script>x</script></html>'), 'a.txt'],
    ['text that is not UTF-8 named .csv', Buffer.from([0x61, 0xff, 0xfe, 0x62]), 'a.csv'],
    ['text under another name', Buffer.from('plain words'), 'notes.html'],
  ])('refuses %s, and stores nothing', async (_label, bytes, name) => {
    const { owner, incidentId, res } = await attachToOwnRequest(bytes, name);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This type of file is not allowed');
    const listed = await t.call('file/list', { incident_id: incidentId }, owner.token);
    expect(listed.json().total).toBe(0);
  });

  it.each([
    ['a PNG', PNG, 'map.png', 'image/png'],
    [
      'a Word document',
      DOCX,
      'brief.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['a CSV', Buffer.from('country,level\nFR,Low\n'), 'levels.csv', 'text/csv; charset=utf-8'],
    [
      'HTML named .txt, served as plain text',
      Buffer.from('<script>alert(1)</script>'),
      'x.txt',
      'text/plain; charset=utf-8',
    ],
  ])('accepts %s by its content', async (_label, bytes, name, type) => {
    const { owner, res } = await attachToOwnRequest(bytes, name);
    expect(res.statusCode).toBe(200);
    expect(res.json().file.content_type).toBe(type);
    const got = await t.call('file/download', { file_id: res.json().file.file_id }, owner.token);
    expect(got.headers['content-type']).toBe(type);
  });

  it('keeps the name without its directories', async () => {
    const { res } = await attachToOwnRequest(PDF, '../../etc/brief.pdf');
    expect(res.json().file.name).toBe('brief.pdf');
  });

  it('refuses a file over 10 MB, an empty one and text that is not base64', async () => {
    const owner = await buildUser(t);
    const { incidentId } = await submitIncident(t, owner);
    const big = Buffer.concat([PDF, Buffer.alloc(FILE_LIMITS.maxBytes)]);
    const tooBig = await t.call('file/insert', upload('incident', incidentId, big), owner.token);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('Files are limited to 10 MB');
    const empty = await t.call(
      'file/insert',
      upload('incident', incidentId, Buffer.alloc(0)),
      owner.token,
    );
    expect(empty.statusCode).toBe(400);
    const garbled = await t.call(
      'file/insert',
      { ...upload('incident', incidentId, PDF), content: 'not base64!' },
      owner.token,
    );
    expect(garbled.statusCode).toBe(400);
    expect((await t.call('file/list', { incident_id: incidentId }, owner.token)).json().total).toBe(
      0,
    );
  });

  it('holds at most 20 files per request, counting its messages', async () => {
    const owner = await buildUser(t);
    const { incidentId } = await submitIncident(t, owner);
    const messageId = await messageOn(incidentId, owner);
    for (let i = 0; i < FILE_LIMITS.perRequest; i += 1) {
      const parent =
        i % 2
          ? upload('message', messageId, PNG, `p${i}.png`)
          : upload('incident', incidentId, PNG, `p${i}.png`);
      expect((await t.call('file/insert', parent, owner.token)).statusCode).toBe(200);
    }
    const over = await t.call(
      'file/insert',
      upload('message', messageId, PNG, 'one-more.png'),
      owner.token,
    );
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('An Incident Request holds at most 20 files');
  });

  it('attaches to the request only while its question is open', async () => {
    const owner = await buildUser(t);
    const partner = await buildUser(t, { role: 'partner' });
    const { incidentId } = await submitIncident(t, owner);
    await t.call('incident/claim', { incident_id: incidentId }, partner.token);
    const res = await t.call('file/insert', upload('incident', incidentId, PDF), owner.token);
    expect(res.statusCode).toBe(409);
    const messageId = await messageOn(incidentId, owner);
    expect(
      (await t.call('file/insert', upload('message', messageId, PDF), owner.token)).statusCode,
    ).toBe(200);
  });

  it("a finding's file reaches the owner only once the answer carrying it is published", async () => {
    const owner = await buildUser(t);
    const partner = await buildUser(t, { role: 'partner' });
    const { incidentId, factorA, factorB } = await submitIncident(t, owner);
    const every = { [factorA!.id]: answer('Red'), [factorB!.id]: answer('Green') };
    const draft = await t.call(
      'finding/insert',
      { incident_id: incidentId, factor_response: every, draft: true },
      partner.token,
    );
    const findingId = draft.json().finding.finding_id as string;
    const res = await t.call(
      'file/insert',
      upload('finding', findingId, PDF, 'evidence.pdf'),
      partner.token,
    );
    expect(res.statusCode).toBe(200);
    const fileId = res.json().file.file_id as string;
    expect((await t.call('file/download', { file_id: fileId }, owner.token)).statusCode).toBe(404);
    expect((await t.call('file/list', { incident_id: incidentId }, owner.token)).json().total).toBe(
      0,
    );
    expect(
      (await t.call('file/insert', upload('finding', findingId, PDF), owner.token)).statusCode,
    ).toBe(403);

    const published = await t.call(
      'finding/update',
      { finding_id: findingId, factor_response: every },
      partner.token,
    );
    expect(published.statusCode).toBe(200);
    expect((await t.call('file/download', { file_id: fileId }, owner.token)).statusCode).toBe(200);
  });

  it('is removed by its uploader; another reader may not; the bytes go with it', async () => {
    const owner = await buildUser(t);
    const partner = await buildUser(t, { role: 'partner' });
    const { incidentId } = await submitIncident(t, owner);
    const messageId = await messageOn(incidentId, owner);
    const fileId = (
      await t.call('file/insert', upload('message', messageId, PDF), owner.token)
    ).json().file.file_id;
    const refused = await t.call('file/remove', { file_id: fileId }, partner.token);
    expect(refused.statusCode).toBe(403);
    expect((await t.call('file/remove', { file_id: fileId }, owner.token)).statusCode).toBe(200);
    expect((await t.call('file/download', { file_id: fileId }, owner.token)).statusCode).toBe(404);
    expect((await t.call('file/remove', { file_id: fileId }, owner.token)).statusCode).toBe(404);
    const admin = await buildUser(t, { role: 'admin' });
    const trail = await t.call('audit/list', { target_id: incidentId }, admin.token);
    const events = (trail.json().audit as { action: string; detail: object }[]).reverse();
    expect(events.filter((e) => e.action.startsWith('file.'))).toMatchObject([
      { action: 'file.upload', detail: { file_id: fileId, name: 'brief.pdf', parent: 'message' } },
      { action: 'file.remove', detail: { file_id: fileId, name: 'brief.pdf' } },
    ]);
  });

  it('lists every file the caller sees, newest first, and nobody else’s', async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const { incidentId } = await submitIncident(t, owner);
    await t.call('file/insert', upload('incident', incidentId, PDF, 'first.pdf'), owner.token);
    await t.call('file/insert', upload('incident', incidentId, PNG, 'second.png'), owner.token);
    const mine = await t.call('file/list', { limit: 1 }, owner.token);
    expect(mine.json()).toMatchObject({ total: 2, file: [{ name: 'second.png' }] });
    expect((await t.call('file/list', {}, other.token)).json().total).toBe(0);
    expect((await t.call('file/list', { incident_id: incidentId }, other.token)).statusCode).toBe(
      403,
    );
  });
});
