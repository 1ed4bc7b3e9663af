import { factorFormSchema, type Factor } from '@georisk/contract';
import { CategorySelect } from '../../components/crud/category-select';
import { CrudFormShell } from '../../components/crud/crud-form-shell';
import type { CrudFormProps } from '../../components/crud/crud-page';
import { DescriptionFields, TextField } from '../../components/form/form-fields';
import {
  storedFields,
  useCrudForm,
  type CrudFormConfig,
} from '../../components/crud/use-crud-form';
import { factorApi } from './factor-api';

type Values = Pick<Factor, 'categories_id' | 'name' | 'code' | 'icon' | 'about' | 'is_active'>;

const empty: Values = {
  categories_id: '',
  name: '',
  code: '',
  icon: '',
  about: '',
  is_active: true,
};

const config: CrudFormConfig<Values, Factor, Values> = {
  noun: 'Factor',
  schema: factorFormSchema,
  empty,
  toValues: storedFields(empty),
  useGet: factorApi.useGetFactorQuery,
  useInsert: factorApi.useInsertFactorMutation,
  useUpdate: factorApi.useUpdateFactorMutation,
};

/** 'Register Factor' / 'Update Factor'; checks in the product's order: category, name, code, icon, about. */
export const FactorForm = ({ id, screen }: CrudFormProps) => {
  const form = useCrudForm(config, { id, screen });
  return (
    <CrudFormShell {...form.shell}>
      <CategorySelect current={form.record?.categories} {...form.field('categories_id')} />
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Code" {...form.field('code')} />
      <DescriptionFields form={form} />
    </CrudFormShell>
  );
};
