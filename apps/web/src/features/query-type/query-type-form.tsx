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
import {
  DescriptionFields,
  SelectField,
  SwitchField,
  TextField,
} from '../../components/form/form-fields';
import {
  storedFields,
  useCrudForm,
  type CrudFormConfig,
} from '../../components/crud/use-crud-form';
import { queryTypeApi } from './query-type-api';

type Values = Pick<
  QueryType,
  'name' | 'categories_id' | 'customerType' | 'icon' | 'about' | 'is_active' | 'on_quote'
> & {
  /** As typed; a whole number of credits once sent (docs/rules/credits.md). */
  price_credits: string;
};

const empty: Values = {
  name: '',
  categories_id: '',
  customerType: DEFAULT_CUSTOMER_TYPE,
  icon: '',
  about: '',
  is_active: true,
  price_credits: '1',
  on_quote: false,
};

/** A typed price as the contract reads it: a number when it is one, else the text (refused). */
const asNumber = (typed: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(typed) ? Number(typed) : typed);

const config: CrudFormConfig<Values, QueryType, ReturnType<typeof queryTypeFormSchema.parse>> = {
  noun: 'QueryType',
  schema: queryTypeFormSchema,
  empty,
  toValues: (record) => ({
    ...storedFields(empty)({ ...record, price_credits: String(record.price_credits) }),
  }),
  prepare: (values) => ({ ...values, price_credits: asNumber(values.price_credits) }),
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
      <TextField
        label="Price in credits"
        inputMode="numeric"
        hint="What filing a request of this type costs (0: free)."
        {...form.field('price_credits')}
      />
      <SwitchField
        label="Priced on quote"
        hint="Filing charges nothing; partner firms propose a price and the customer accepts one."
        checked={form.values.on_quote}
        onChange={(checked) => form.set('on_quote', checked)}
      />
      <DescriptionFields form={form} />
    </CrudFormShell>
  );
};
