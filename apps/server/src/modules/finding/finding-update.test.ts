import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories.js';
import { buildCategory, buildFactor } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { answer, answeredBy, submitIncident, writtenFor } from '../../test/finding.test-helpers.js';

describe('finding update and remove', () => {
  const t = useTestApp();
  let owner: TestUser;
  let author: TestUser;
  let otherPartner: TestUser;
  let admin: TestUser;

  /** A fresh incident answered by `author`: factor A Yellow, factor B Green. */
  const answered = () => answeredBy(t, owner, author);
  const update = (user: TestUser, findingId: string, factor_response: Record<string, unknown>) =>
    t.call('finding/update', { finding_id: findingId, factor_response }, user.token);

  beforeAll(async () => {
    [owner, author, otherPartner, admin] = await Promise.all([
      buildUser(t),
      buildUser(t, { role: 'partner' }),
      buildUser(t, { role: 'partner' }),
      buildUser(t, { role: 'admin' }),
    ]);
  });

  it('merges: re-answers the factors sent and keeps the others', async () => {
    const { findingId, factorA, factorB, incidentId } = await answered();
    const res = await update(author, findingId, { [factorB.id]: answer('Red', 'Escalating') });
    expect(res.statusCode).toBe(200);
    expect(res.json().finding.factor_response).toEqual({
      [factorA.id]: { response_status: 'Yellow', response: 'Rated Yellow' },
      [factorB.id]: { response_status: 'Red', response: 'Escalating' },
    });
    const again = await update(author, findingId, { [factorA.id]: answer('Green', 'Calm') });
    expect(again.json().finding.factor_response[factorA.id]).toEqual({
      response_status: 'Green',
      response: 'Calm',
    });
    expect(await writtenFor(t, incidentId)).toEqual({
      status: 'Answered',
      findings: 1,
      responses: 2,
    });
  });

  it('accepts factor ids in upper case as the same factors', async () => {
    const { findingId, factorA } = await answered();
    const res = await update(author, findingId, { [factorA.id.toUpperCase()]: answer('Red') });
    expect(res.statusCode).toBe(200);
    expect(res.json().finding.factor_response[factorA.id]).toEqual(answer('Red'));
  });

  it('applies the insert rules: foreign factor or bad status is 400 and changes nothing', async () => {
    const { findingId, factorA, incidentId } = await answered();
    const foreign = await buildFactor(t, (await buildCategory(t)).id);
    const refused = await update(author, findingId, {
      [factorA.id]: answer('Green'),
      [foreign.id]: answer('Red'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(foreign.id);
    const badStatus = await update(author, findingId, { [factorA.id]: answer('Purple') });
    expect(badStatus.statusCode).toBe(400);
    const get = await t.call('finding/get', { finding_id: findingId }, owner.token);
    expect(get.json().finding.factor_response[factorA.id]).toEqual({
      response_status: 'Yellow',
      response: 'Rated Yellow',
    });
    expect(await writtenFor(t, incidentId)).toMatchObject({ responses: 2 });
  });

  it("refuses another partner's change with 403 and lets an admin correct it", async () => {
    const { findingId, factorA } = await answered();
    expect(
      (await update(otherPartner, findingId, { [factorA.id]: answer('Red') })).statusCode,
    ).toBe(403);
    expect(
      (await t.call('finding/remove', { finding_id: findingId }, otherPartner.token)).statusCode,
    ).toBe(403);
    const corrected = await update(admin, findingId, { [factorA.id]: answer('Red', 'Corrected') });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().finding.created_by).toBe(author.id);
  });

  it('lets the holder drop an unpublished draft: the incident is Submitted again and can be answered afresh', async () => {
    const { factorA, factorB, incidentId } = await submitIncident(t, owner);
    const drafted = await t.call(
      'finding/insert',
      { incident_id: incidentId, factor_response: { [factorA.id]: answer('Red') }, draft: true },
      author.token,
    );
    const findingId = drafted.json().finding.finding_id as string;
    const removed = await t.call(
      'finding/remove',
      { finding_id: findingId, is_deleted: true },
      author.token,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().finding.finding_id).toBe(findingId);
    expect(await writtenFor(t, incidentId)).toMatchObject({ status: 'Submitted', findings: 1 });
    expect((await t.call('finding/get', { finding_id: findingId }, admin.token)).statusCode).toBe(
      404,
    );
    expect((await update(author, findingId, { [factorA.id]: answer('Red') })).statusCode).toBe(404);
    const list = await t.call('finding/list', { incident_id: incidentId }, owner.token);
    expect(list.json()).toMatchObject({ finding: [], total: 0 });
    const fresh = await t.call(
      'finding/insert',
      {
        incident_id: incidentId,
        factor_response: { [factorA.id]: answer('Green'), [factorB.id]: answer('Green') },
      },
      otherPartner.token,
    );
    expect(fresh.statusCode).toBe(200);
    expect(await writtenFor(t, incidentId)).toMatchObject({ status: 'Answered', findings: 2 });
  });

  it('keeps a published answer: its author cannot remove it (409), and it stays answered', async () => {
    const { findingId, incidentId } = await answered();
    const removed = await t.call('finding/remove', { finding_id: findingId }, author.token);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(
      'A published answer cannot be removed. Publish a correction as a new revision instead',
    );
    expect(await writtenFor(t, incidentId)).toMatchObject({ status: 'Answered', findings: 1 });
    const list = await t.call('finding/list', { incident_id: incidentId }, owner.token);
    expect(list.json().total).toBe(2);
  });

  it('lets an admin withdraw a finding', async () => {
    const { findingId, incidentId } = await answered();
    expect(
      (await t.call('finding/remove', { finding_id: findingId }, admin.token)).statusCode,
    ).toBe(200);
    expect(await writtenFor(t, incidentId)).toMatchObject({ status: 'Submitted' });
  });

  it('freezes an answered incident: its owner gets 409 on update, but may still delete it', async () => {
    const { incidentId, queryType } = await answered();
    const res = await t.call(
      'incident/update',
      {
        incident_id: incidentId,
        customerType: 'Global',
        queryType_id: queryType.id,
        query: 'Changed',
      },
      owner.token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This Incident Request has been answered and can no longer be changed',
    );
    expect(
      (await t.call('incident/remove', { incident_id: incidentId }, owner.token)).statusCode,
    ).toBe(200);
  });
});
