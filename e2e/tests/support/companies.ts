import { expect, type APIRequestContext } from '@playwright/test';
import { waitForMail } from './mail-catcher';
import { activeAccount, apiCall, apiLogin } from './session';

/**
 * A new active account that owns a new Corporate company `company` of Great Britain, through the
 * API. Answers the account and the owner's API token.
 */
export const companyOwner = async (
  request: APIRequestContext,
  account: Parameters<typeof activeAccount>[1],
  company: string,
) => {
  const owner = await activeAccount(request, account);
  const token = await apiLogin(request, owner.email, owner.password);
  await apiCall(
    request,
    'company/insert',
    { name: company, kind: 'Corporate', country: 'GB' },
    token,
  );
  return { ...owner, token };
};

/**
 * The owner invites `email` as `role`; answers the token of the mailed invitation link and the
 * mail's subject.
 */
export const invitationToken = async (
  request: APIRequestContext,
  ownerToken: string,
  { email, role }: { email: string; role: 'admin' | 'member' | 'viewer' },
) => {
  const sent = Date.now();
  await apiCall(request, 'member/invite', { email, role }, ownerToken);
  const mail = await waitForMail(email, /invites you to/, { after: sent });
  const token = /invite\?token=([\w-]+)/.exec(mail.text)?.[1];
  expect(token, 'invitation token in the mail').toBeTruthy();
  return { token, subject: mail.subject };
};
