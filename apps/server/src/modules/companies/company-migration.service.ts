import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import { uniqueOr } from '../../db/unique.js';
import { failure, success, type Result } from '../../domain/result.js';
import { recordAudit } from '../audit/index.js';
import { findUserByEmail } from '../accounts/index.js';
import { insertCompany, type CompanyValues } from './companies.repository.js';
import { membershipOf } from './company-context.js';
import { insertMember } from './members.repository.js';

/**
 * The admin command's move (docs/operations.md, "Moving customers into a company"): existing
 * solo accounts become one new company, `owner` its owner and the others members. Their requests
 * stay theirs, as before. All or nothing: an unknown address or someone already in a company
 * stops the move before anything is written.
 */
export const moveUsersIntoCompany = async (
  db: Database,
  input: { company: CompanyValues; owner: string; members: string[] },
): Promise<Result<{ companyId: string; moved: number }>> => {
  const emails = [...new Set([input.owner, ...input.members])];
  const people: { id: string; email: string }[] = [];
  for (const email of emails) {
    const user = await findUserByEmail(db, email);
    if (!user) return failure('invalid', `No account has the e-mail address ${email}`);
    if (await membershipOf(db, user.id)) {
      return failure('conflict', `${email} already belongs to a company`);
    }
    people.push(user);
  }
  const taken = failure('conflict', 'One of these accounts joined a company meanwhile');
  return transactionResult(db, async (tx) => {
    const company = await insertCompany(tx, input.company);
    for (const person of people) {
      const role = person.email === input.owner ? 'owner' : 'member';
      const joined = await uniqueOr(
        () => insertMember(tx, { companyId: company.id, userId: person.id, role }),
        taken,
      );
      if (!joined.ok) return joined;
    }
    await recordAudit(
      tx,
      { userId: null, email: null, ip: null },
      {
        action: 'company.migrate',
        companyId: company.id,
        target: { kind: 'company', id: company.id },
        detail: { name: company.name, owner: input.owner, members: people.length },
      },
    );
    return success({ companyId: company.id, moved: people.length });
  });
};
