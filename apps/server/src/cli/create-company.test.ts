import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyMembers, incidents } from '../db/schema.js';
import { buildCompany, buildIncident, buildReferenceSet, buildUser } from '../test/factories.js';
import { useTestApp } from '../test/test-app.js';
import { CliError, runAdminCommand } from './admin-commands.js';

const t = useTestApp();
/** This command asks for no password: a prompt would be a mistake. */
const noPrompt = () => Promise.reject(new Error('no password is asked for'));
const run = (...argv: string[]) => runAdminCommand(argv, t.database.db, noPrompt);
const membersOf = (companyId: string) =>
  t.database.db.select().from(companyMembers).where(eq(companyMembers.companyId, companyId));

describe('npm run admin -- create-company', () => {
  it('moves existing customers into a new company, one owner, their requests unchanged', async () => {
    const [owner, colleague] = [await buildUser(t), await buildUser(t)];
    const ref = await buildReferenceSet(t);
    const request = await buildIncident(t, {
      queryTypeId: ref.queryType.id,
      createdBy: colleague.id,
    });
    const out = await run(
      'create-company',
      '--name',
      'Acme Risk',
      '--kind',
      'Corporate',
      '--country',
      'GB',
      '--owner',
      owner.email.toUpperCase(),
      '--member',
      colleague.email,
    );
    const id = /company_id ([0-9a-f-]{36})/.exec(out)?.[1] ?? '';
    expect(out).toBe(`Created Acme Risk (company_id ${id}) with 2 members, owner ${owner.email}`);
    const rows = await membersOf(id);
    expect(rows.map((r) => [r.userId, r.role]).sort()).toEqual(
      [
        [owner.id, 'owner'],
        [colleague.id, 'member'],
      ].sort(),
    );
    const members = await t.call('member/list', {}, colleague.token);
    expect(members.json().member).toHaveLength(2);
    const mine = await t.call('incident/get', { incident_id: request.id }, colleague.token);
    expect(mine.statusCode).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(incidents)
      .where(eq(incidents.id, request.id));
    expect(stored?.createdBy).toBe(colleague.id);
  });

  it('moves nobody when an address is unknown or already in a company', async () => {
    const [owner, taken] = [await buildUser(t), await buildUser(t)];
    await buildCompany(t, [{ user: taken, role: 'member' }]);
    const base = ['create-company', '--name', 'Beta', '--kind', 'Government', '--country', 'FR'];
    const refused = async (argv: string[], text: RegExp) => {
      const error = await run(...base, ...argv).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CliError);
      expect((error as CliError).message).toMatch(text);
    };
    await refused(
      ['--owner', owner.email, '--member', 'ghost@georisk.test'],
      /No account has the e-mail address ghost@georisk\.test/,
    );
    await refused(
      ['--owner', owner.email, '--member', taken.email],
      /already belongs to a company/,
    );
    await refused(['--owner', 'not-an-address'], /--owner: /);
    await refused(['--owner', owner.email, '--kind', 'Club'], /--kind: /);
    expect((await t.call('company/get', {}, owner.token)).statusCode).toBe(404);
  });
});
