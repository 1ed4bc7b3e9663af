import type { BaseReply, Company } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from './api';

/** The tag of the caller's company and its members; every membership change invalidates it. */
export const MY_COMPANY = [{ type: 'Company' as const, id: 'mine' }];

/**
 * company/get without an id, the one read of the caller's company (with their role in it): the
 * Companies screen shows it with its members, the profile shows its card, the request screens
 * read the caller's role (docs/rules/companies.md, "Shared requests"). A person without a
 * company gets GR404 ('You do not belong to a company yet').
 */
export const myCompanyApi = api.injectEndpoints({
  endpoints: (build) => ({
    myCompany: build.query<BaseReply & { company: Company }, void>({
      query: () => ({ path: API_PATHS.company.get, body: {} }),
      providesTags: MY_COMPANY,
    }),
  }),
});

export const { useMyCompanyQuery } = myCompanyApi;

/**
 * The caller's company (with their role), or null for a customer without one or while loading:
 * what the request screens need to offer sharing, editing and writing (lib/request-access.ts).
 */
export const useMyCompany = (enabled = true): Company | null => {
  const mine = useMyCompanyQuery(undefined, { skip: !enabled });
  return mine.data?.company ?? null;
};
