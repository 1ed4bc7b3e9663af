import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories.js';
import { answer, answeredBy, claimedBy, submitIncident } from '../../test/finding.test-helpers.js';
import { useTestApp } from '../../test/test-app.js';

/** A demoted or disabled analyst's requests go back to the queue at once (docs/rules/incidents.md). */
describe('claims of an analyst who is demoted or disabled', () => {
  const t = useTestApp();
  let owner: TestUser;
  let admin: TestUser;
  let colleague: TestUser;

  beforeAll(async () => {
    [owner, admin, colleague] = await Promise.all([
      buildUser(t),
      buildUser(t, { role: 'admin' }),
      buildUser(t, { role: 'partner' }),
    ]);
  });

  /** A request claimed by `analyst`, one they drafted an answer on, and one they answered. */
  const holdThree = async (analyst: TestUser) => {
    const claimed = await claimedBy(t, owner, analyst);
    const drafted = await submitIncident(t, owner);
    const draft = await t.call(
      'finding/insert',
      {
        incident_id: drafted.incidentId,
        factor_response: { [drafted.factorA.id]: answer('Red', 'Unpublished thoughts') },
        draft: true,
      },
      analyst.token,
    );
    expect(draft.statusCode).toBe(200);
    const answered = await answeredBy(t, owner, analyst, ['Green', 'Green']);
    return [claimed.incidentId, drafted.incidentId, answered.incidentId] as const;
  };

  const incident = async (id: string) =>
    (await t.call('incident/get', { incident_id: id }, admin.token)).json().incident as {
      status: string;
      assigned_to: string | null;
    };

  const expectReleased = async ([claimed, drafted, answered]: readonly string[]) => {
    expect(await incident(claimed!)).toMatchObject({ status: 'Submitted', assigned_to: null });
    expect(await incident(drafted!)).toMatchObject({ status: 'Submitted', assigned_to: null });
    expect(await incident(answered!)).toMatchObject({ status: 'Answered', assigned_to: null });
    // Another analyst may take them at once; the draft stays unpublished, hidden from the owner.
    const claim = await t.call('incident/claim', { incident_id: claimed! }, colleague.token);
    expect(claim.statusCode).toBe(200);
    const seen = await t.call('finding/list', { incident_id: drafted! }, owner.token);
    expect(JSON.stringify(seen.json())).not.toContain('Unpublished thoughts');
    const working = await t.call(
      'finding/list',
      { incident_id: drafted!, draft: true },
      colleague.token,
    );
    expect(JSON.stringify(working.json())).toContain('Unpublished thoughts');
  };

  it('releases every request of a partner whose partner role is removed', async () => {
    const partner = await buildUser(t, { role: 'partner' });
    const held = await holdThree(partner);
    const demoted = await t.call(
      'user/setRoles',
      { user_id: partner.id, is_admin: false, is_partner: false, is_customer: true },
      admin.token,
    );
    expect(demoted.statusCode).toBe(200);
    await expectReleased(held);
  });

  it('releases every request of a disabled partner', async () => {
    const partner = await buildUser(t, { role: 'partner' });
    const held = await holdThree(partner);
    const disabled = await t.call(
      'user/disable',
      { user_id: partner.id, disabled: true },
      admin.token,
    );
    expect(disabled.statusCode).toBe(200);
    await expectReleased(held);
  });

  it('keeps the requests of a partner who stays an analyst (made an admin)', async () => {
    const partner = await buildUser(t, { role: 'partner' });
    const [claimed] = await holdThree(partner);
    await t.call(
      'user/setRoles',
      { user_id: partner.id, is_admin: true, is_partner: false, is_customer: false },
      admin.token,
    );
    expect(await incident(claimed)).toMatchObject({ status: 'In review', assigned_to: partner.id });
  });
});
