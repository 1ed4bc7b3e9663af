import Form from 'react-bootstrap/Form';
import { useCategoryListQuery } from '../../api/category-list-api';

/** The consulting areas a firm covers: a check box per category (docs/rules/partners.md). */
export const FirmCategories = ({
  value,
  onChange,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
}) => {
  const { data } = useCategoryListQuery({});
  const rows = data?.rows ?? [];
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">Categories</legend>
      {rows.length === 0 ? (
        <p className="small text-body-secondary mb-0">No category has been registered yet.</p>
      ) : (
        <div className="d-flex flex-wrap column-gap-3">
          {rows.map((row) => (
            <Form.Check
              key={row.categories_id}
              id={`firm-category-${row.categories_id}`}
              label={row.name}
              checked={value.includes(row.categories_id)}
              onChange={(event) => toggle(row.categories_id, event.target.checked)}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
};
