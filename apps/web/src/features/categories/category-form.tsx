import { categoryFormSchema, type Category } from '@georisk/contract';
import { crudTexts } from '../../components/crud/crud-texts';
import { CrudFormShell } from '../../components/crud/crud-form-shell';
import type { CrudFormProps } from '../../components/crud/crud-page';
import { DescriptionFields, TextField } from '../../components/crud/form-fields';
import { useCrudForm, type CrudFormConfig } from '../../components/crud/use-crud-form';
import { categoriesApi } from './categories-api';

type Values = Pick<Category, 'name' | 'icon' | 'about' | 'is_active'>;

const config: CrudFormConfig<Values, Category, Values> = {
  schema: categoryFormSchema,
  empty: { name: '', icon: '', about: '', is_active: true },
  toValues: ({ name, icon, about, is_active }) => ({ name, icon, about, is_active }),
  useGet: categoriesApi.useGetCategoryQuery,
  useInsert: categoriesApi.useInsertCategoryMutation,
  useUpdate: categoriesApi.useUpdateCategoryMutation,
};

/** Register or update a category; checks run in spec §5 order: name, icon, about. */
export const CategoryForm = ({ id, screen }: CrudFormProps) => {
  const form = useCrudForm(config, { id, screen });
  return (
    <CrudFormShell
      title={crudTexts.formTitle('Categories', form.editing)}
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
      <DescriptionFields form={form} />
    </CrudFormShell>
  );
};
