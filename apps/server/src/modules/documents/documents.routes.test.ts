import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { incidents } from '../../db/schema.js';
import { answer, answeredBy, submitIncident } from '../../test/finding.test-helpers.js';
import { buildArticle, buildCompany, buildTrip, buildUser } from '../../test/factories.js';
import { A4, pdfOf } from '../../test/pdf-text.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const expectPdf = (res: Awaited<ReturnType<typeof t.call>>) => {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.pdf"/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
};

describe('PDF report (docs/rules/pdf.md)', () => {
  it("prints a request's published answer: every factor rated with its response, on A4", async () => {
    const owner = await buildUser(t);
    const partner = await buildUser(t, { role: 'partner' });
    const { incidentId, factorA, factorB } = await answeredBy(t, owner, partner, ['Red', 'Green']);
    const res = await t.call('pdf/report', { incident_id: incidentId }, owner.token);
    expectPdf(res);
    const pdf = await pdfOf(res);
    expect(pdf.size).toEqual(A4);
    expect(pdf.text).toContain('Incident Request report');
    expect(pdf.text).toContain('Will the port stay open?');
    expect(pdf.text).toContain(`${factorA!.name}: Red Rated Red`);
    expect(pdf.text).toContain(`${factorB!.name}: Green Rated Green`);
    expect(pdf.text).toContain('Answer (revision 1)');
  });

  it('never prints a draft: the owner gets the published revision only', async () => {
    const owner = await buildUser(t);
    const partner = await buildUser(t, { role: 'partner' });
    const { incidentId, findingId, factorA } = await answeredBy(t, owner, partner);
    const draft = await t.call(
      'finding/update',
      {
        finding_id: findingId,
        factor_response: { [factorA!.id]: answer('Red', 'Unpublished worry') },
        draft: true,
      },
      partner.token,
    );
    expect(draft.statusCode).toBe(200);
    const { text } = await pdfOf(
      await t.call('pdf/report', { incident_id: incidentId }, owner.token),
    );
    expect(text).toContain('Rated Yellow');
    expect(text).not.toContain('Unpublished worry');
  });

  it('refuses as the report screen does: not answered 409, someone else 403, unknown 404', async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const { incidentId } = await submitIncident(t, owner);
    const early = await t.call('pdf/report', { incident_id: incidentId }, owner.token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      success: false,
      message:
        'This Incident Request has no published answer yet, so there is no report to download',
    });
    const partner = await buildUser(t, { role: 'partner' });
    const answered = await answeredBy(t, owner, partner);
    const stranger = await t.call('pdf/report', { incident_id: answered.incidentId }, other.token);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.headers['content-type']).toMatch(/^application\/json/);
    const missing = { incident_id: '00000000-0000-4000-8000-000000000000' };
    expect((await t.call('pdf/report', missing, owner.token)).statusCode).toBe(404);
    expect((await t.call('pdf/report', { incident_id: 'nope' }, owner.token)).statusCode).toBe(400);
  });

  it("lets company A's member and viewer print A's report, not B's member or a solo customer", async () => {
    const memberA = await buildUser(t);
    const viewerA = await buildUser(t);
    const memberB = await buildUser(t);
    const solo = await buildUser(t);
    const admin = await buildUser(t, { role: 'admin' });
    const partner = await buildUser(t, { role: 'partner' });
    const companyA = await buildCompany(t, [
      { user: memberA, role: 'member' },
      { user: viewerA, role: 'viewer' },
    ]);
    await buildCompany(t, [{ user: memberB, role: 'member' }]);
    const { incidentId } = await answeredBy(t, memberA, partner);
    const [row] = await t.database.db.select().from(incidents).where(eq(incidents.id, incidentId));
    expect(row?.companyId).toBe(companyA.id);
    const statuses = [];
    for (const caller of [memberA, viewerA, memberB, solo, partner, admin]) {
      statuses.push(
        (await t.call('pdf/report', { incident_id: incidentId }, caller.token)).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 403, 403, 200, 200]);
  });
});

describe('PDF country brief', () => {
  it('prints the country page for a visitor: level, reasons and the latest news', async () => {
    const title = `Port strike in Marseille ${Date.now()}`;
    await buildArticle(t, { title, countries: ['FR'], riskLevel: 'High Risk' });
    const res = await t.call('pdf/country', { code: 'FR' }, await t.anonymousToken());
    expectPdf(res);
    expect(res.headers['content-disposition']).toContain('country-brief-FR-');
    const { text, size } = await pdfOf(res);
    expect(size).toEqual(A4);
    expect(text).toContain('France: country brief');
    expect(text).toContain('Why this level');
    expect(text).toContain(`High Risk: ${title}`);
  });

  it('refuses an unknown country code with the country page message and no token with 401', async () => {
    const bad = await t.call('pdf/country', { code: 'ZZ' }, await t.anonymousToken());
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
    expect((await t.call('pdf/country', { code: 'FR' })).statusCode).toBe(401);
  });
});

describe('PDF trip brief', () => {
  it("prints a trip's brief stop by stop to its owner, and refuses another customer", async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const trip = await buildTrip(t, { userId: owner.id }, { purpose: 'Ölmarkt Zürich visit' });
    const res = await t.call('pdf/trip', { trip_id: trip.id }, owner.token);
    expectPdf(res);
    const { text } = await pdfOf(res);
    expect(text).toContain('Pre-trip brief: Ölmarkt Zürich visit');
    expect(text).toContain('Stop 1: Lyon, France');
    expect(text).toContain('Paris time');
    expect((await t.call('pdf/trip', { trip_id: trip.id }, other.token)).statusCode).toBe(403);
  });
});
