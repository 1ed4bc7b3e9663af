import type { BaseReply, Branch, BranchForm } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from '../../api/api';
import {
  crudDefinitions,
  type CrudListResult,
  type ListArgs,
} from '../../components/crud/crud-api';

const paths = API_PATHS.branch;
const branches = crudDefinitions({
  // branch/list takes `q` itself: the list and the search are one route.
  paths: { ...paths, search: paths.list },
  key: 'branch',
  idKey: 'branch_id',
  tag: 'Branch',
});
const list = branches.list<Branch>();

/** The list, and whether the caller may change it (the server's answer, docs/rules/branches.md). */
export type BranchListResult = CrudListResult<Branch> & { can_manage: boolean };
type ListReply = BaseReply & { branch: Branch[]; total: number; can_manage: boolean };

/** The branch screen's calls (docs/rules/branches.md). */
export const branchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    branchList: build.query<BranchListResult, ListArgs>({
      ...list,
      transformResponse: (reply: ListReply) => ({
        ...list.transformResponse(reply),
        can_manage: reply.can_manage,
      }),
    }),
    getBranch: build.query<Branch, string>(branches.get<Branch>()),
    insertBranch: build.mutation<BaseReply, BranchForm>(branches.insert<BranchForm>()),
    updateBranch: build.mutation<BaseReply, { id: string; body: BranchForm }>(
      branches.update<BranchForm>(),
    ),
    removeBranch: build.mutation<BaseReply, string>(branches.remove()),
    importBranches: build.mutation<BaseReply, string>({
      query: (csv) => ({ path: paths.import, body: { csv } }),
      invalidatesTags: ['Branch'],
    }),
    exportBranches: build.mutation<{ csv: string; rows: number }, void>({
      query: () => ({ path: paths.export, body: {} }),
      transformResponse: (reply: BaseReply & { branch: { csv: string; rows: number } }) =>
        reply.branch,
    }),
  }),
});

export const { useBranchListQuery, useImportBranchesMutation, useExportBranchesMutation } =
  branchesApi;
