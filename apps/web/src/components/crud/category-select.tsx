import type { CategoryRef } from '@georisk/contract';
import { useCategoryListQuery } from '../../api/category-list-api';
import type { FieldState } from '../form/field-state';
import { SelectField } from '../form/form-fields';

/**
 * Chooses one category ('category chosen from a select of categories'). The record's own
 * category stays listed even when it is no longer active, so editing never loses it silently.
 */
export const CategorySelect = ({
  value,
  current,
  onChange,
  ...state
}: FieldState & {
  value: string;
  current?: CategoryRef | undefined;
  onChange: (categoriesId: string) => void;
}) => {
  // The categories a factor or query type can belong to; re-fetched when categories change.
  const { data } = useCategoryListQuery({});
  const rows: CategoryRef[] = data?.rows ?? [];
  const options =
    current && !rows.some((row) => row.categories_id === current.categories_id)
      ? [current, ...rows]
      : rows;
  return (
    <SelectField
      label="Category"
      value={value}
      onChange={onChange}
      placeholder="Select a category"
      {...state}
      options={options.map((row) => ({ value: row.categories_id, label: row.name }))}
    />
  );
};
