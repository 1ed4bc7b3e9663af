import type { BaseReply, Factor, FactorForm } from '@georisk/contract';
import { api } from '../../api/api';
import { factorResource } from '../../api/factor-list-api';
import { crudDefinitions } from '../../components/crud/crud-api';

const factors = crudDefinitions(factorResource);

/** The Factor screen's calls; its list is the shared read in api/factor-list-api.ts. */
export const factorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFactor: build.query<Factor, string>(factors.get<Factor>()),
    insertFactor: build.mutation<BaseReply, FactorForm>(factors.insert<FactorForm>()),
    updateFactor: build.mutation<BaseReply, { id: string; body: FactorForm }>(
      factors.update<FactorForm>(),
    ),
    removeFactor: build.mutation<BaseReply, string>(factors.remove()),
  }),
});
