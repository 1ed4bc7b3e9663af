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
import { crudTexts } from '../../components/crud/crud-texts';
import { DescriptionFields, SelectField, TextField } from '../../components/crud/form-fields';
import { useCrudForm, type CrudFormConfig } from '../../components/crud/use-crud-form';
import { queryTypeApi } from './query-type-api';

interface Values {
  name: string;
  categories_id: string;
  customerType: CustomerType;
  icon: string;
  about: string;
  is_active: boolean;
}

const config: CrudFormConfig<Values, QueryType, ReturnType<typeof queryTypeFormSchema.parse>> = {
  schema: queryTypeFormSchema,
  empty: {
    name: '',
    categories_id: '',
    customerType: DEFAULT_CUSTOMER_TYPE,
    icon: '',
    about: '',
    is_active: true,
  },
  toValues: ({ name, categories_id, customerType, icon, about, is_active }) => ({
    name,
    categories_id,
    customerType,
    icon,
    about,
    is_active,
  }),
  useGet: queryTypeApi.useGetQueryTypeQuery,
  useInsert: queryTypeApi.useInsertQueryTypeMutation,
  useUpdate: queryTypeApi.useUpdateQueryTypeMutation,
};

const customerTypeOptions = CUSTOMER_TYPES.map((type) => ({ value: type, label: type }));

/**
 * 'Register QueryType' / 'Update QueryType': one category and one customer type (default
 * 'Global'). Checks in spec §5 order: name, icon, about; the category is checked by the server.
 */
export const QueryTypeForm = ({ id, screen }: CrudFormProps) => {
  const form = useCrudForm(config, { id, screen });
  return (
    <CrudFormShell
      title={crudTexts.formTitle('QueryType', form.editing)}
      banner={screen.banner}
      busy={form.busy}
      loadFailure={form.loadFailure}
      onSubmit={form.submit}
      onCancel={screen.cancel}
    >
      <TextField
        label="Name"
        value={form.values.name}
        onChange={(value) => form.set('name', value)}
      />
      <CategorySelect
        value={form.values.categories_id}
        current={form.record?.categories}
        onChange={(value) => form.set('categories_id', value)}
      />
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
