import {
  CUSTOMER_TYPES,
  DEFAULT_CUSTOMER_TYPE,
  queryTypeFormSchema,
  type CustomerType,
  type QueryType,
} from '@georisk/contract';
import { CategorySelect } from '../../components/crud/category-select';
import { CrudFormShell } from '../../components/crud/crud-form-shell';
import type { CrudFormProps } from '../../components/crud/crud-page';
import { DescriptionFields, SelectField, TextField } from '../../components/form/form-fields';
import {
  storedFields,
  useCrudForm,
  type CrudFormConfig,
} from '../../components/crud/use-crud-form';
import { queryTypeApi } from './query-type-api';

type Values = Pick<
  QueryType,
  'name' | 'categories_id' | 'customerType' | 'icon' | 'about' | 'is_active'
>;

const empty: Values = {
  name: '',
  categories_id: '',
  customerType: DEFAULT_CUSTOMER_TYPE,
  icon: '',
  about: '',
  is_active: true,
};

const config: CrudFormConfig<Values, QueryType, ReturnType<typeof queryTypeFormSchema.parse>> = {
  noun: 'QueryType',
  schema: queryTypeFormSchema,
  empty,
  toValues: storedFields(empty),
  useGet: queryTypeApi.useGetQueryTypeQuery,
  useInsert: queryTypeApi.useInsertQueryTypeMutation,
  useUpdate: queryTypeApi.useUpdateQueryTypeMutation,
};

const customerTypeOptions = CUSTOMER_TYPES.map((type) => ({ value: type, label: type }));

/**
 * 'Register QueryType' / 'Update QueryType': one category and one customer type (default
 * 'Global'). Checks in the product's order: name, icon, about; the category is checked by the server.
 */
export const QueryTypeForm = ({ id, screen }: CrudFormProps) => {
  const form = useCrudForm(config, { id, screen });
  return (
    <CrudFormShell {...form.shell}>
      <TextField label="Name" {...form.field('name')} />
      <CategorySelect current={form.record?.categories} {...form.field('categories_id')} />
      <SelectField
        label="Customer Type"
        value={form.values.customerType}
        options={customerTypeOptions}
        onChange={(value) => form.set('customerType', value as CustomerType)}
      />
      <DescriptionFields form={form} />
    </CrudFormShell>
  );
};
