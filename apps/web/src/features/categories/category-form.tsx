import { categoryFormSchema, type Category } from '@georisk/contract';
import { CrudFormShell } from '../../components/crud/crud-form-shell';
import type { CrudFormProps } from '../../components/crud/crud-page';
import { DescriptionFields, TextField } from '../../components/form/form-fields';
import {
  storedFields,
  useCrudForm,
  type CrudFormConfig,
} from '../../components/crud/use-crud-form';
import { categoriesApi } from './categories-api';

type Values = Pick<Category, 'name' | 'icon' | 'about' | 'is_active'>;

const empty: Values = { name: '', icon: '', about: '', is_active: true };

const config: CrudFormConfig<Values, Category, Values> = {
  noun: 'Categories',
  schema: categoryFormSchema,
  empty,
  toValues: storedFields(empty),
  useGet: categoriesApi.useGetCategoryQuery,
  useInsert: categoriesApi.useInsertCategoryMutation,
  useUpdate: categoriesApi.useUpdateCategoryMutation,
};

/** Register or update a category; checks run in the product's order: name, icon, about. */
export const CategoryForm = ({ id, screen }: CrudFormProps) => {
  const form = useCrudForm(config, { id, screen });
  return (
    <CrudFormShell {...form.shell}>
      <TextField label="Name" {...form.field('name')} />
      <DescriptionFields form={form} />
    </CrudFormShell>
  );
};
