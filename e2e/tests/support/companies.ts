import type { APIRequestContext } from '@playwright/test';
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
