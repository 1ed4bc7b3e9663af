import { factorFormSchema, type Factor } from '@georisk/contract';
import { CategorySelect } from '../../components/crud/category-select';
import { CrudFormShell } from '../../components/crud/crud-form-shell';
import type { CrudFormProps } from '../../components/crud/crud-page';
import { crudTexts } from '../../components/crud/crud-texts';
import { DescriptionFields, TextField } from '../../components/crud/form-fields';
import { useCrudForm, type CrudFormConfig } from '../../components/crud/use-crud-form';
import { factorApi } from './factor-api';

type Values = Pick<Factor, 'categories_id' | 'name' | 'code' | 'icon' | 'about' | 'is_active'>;

const config: CrudFormConfig<Values, Factor, Values> = {
  schema: factorFormSchema,
  empty: { categories_id: '', name: '', code: '', icon: '', about: '', is_active: true },
  toValues: ({ categories_id, name, code, icon, about, is_active }) => ({
    categories_id,
    name,
    code,
    icon,
    about,
    is_active,
  }),
  useGet: factorApi.useGetFactorQuery,
  useInsert: factorApi.useInsertFactorMutation,
  useUpdate: factorApi.useUpdateFactorMutation,
};

/** 'Register Factor' / 'Update Factor'; checks in spec §5 order: category, name, code, icon, about. */
export const FactorForm = ({ id, screen }: CrudFormProps) => {
  const form = useCrudForm(config, { id, screen });
  return (
    <CrudFormShell
      title={crudTexts.formTitle('Factor', form.editing)}
      banner={screen.banner}
      busy={form.busy}
      loadFailure={form.loadFailure}
      onSubmit={form.submit}
      onCancel={screen.cancel}
    >
      <CategorySelect
        value={form.values.categories_id}
        current={form.record?.categories}
        onChange={(value) => form.set('categories_id', value)}
      />
      <TextField
        label="Name"
        value={form.values.name}
        onChange={(value) => form.set('name', value)}
      />
      <TextField
        label="Code"
        value={form.values.code}
        onChange={(value) => form.set('code', value)}
      />
      <DescriptionFields form={form} />
    </CrudFormShell>
  );
};
