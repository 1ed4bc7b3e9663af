import { API_PATHS, type BaseReply, type Factor, type FactorForm } from '@georisk/contract';
import { api } from '../../api/api';
import {
  crudDefinitions,
  type CrudListResult,
  type ListArgs,
} from '../../components/crud/crud-api';

const factors = crudDefinitions({
  paths: API_PATHS.factor,
  key: 'factor',
  idKey: 'factor_id',
  tag: 'Factor',
});

export const factorApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFactors: build.query<CrudListResult<Factor>, ListArgs>(factors.list<Factor>()),
    getFactor: build.query<Factor, string>(factors.get<Factor>()),
    insertFactor: build.mutation<BaseReply, FactorForm>(factors.insert<FactorForm>()),
    updateFactor: build.mutation<BaseReply, { id: string; body: FactorForm }>(
      factors.update<FactorForm>(),
    ),
    removeFactor: build.mutation<BaseReply, string>(factors.remove()),
  }),
});
