import { CrudPage } from '../../components/crud/crud-page';
import { CategoryForm } from './category-form';
import { CategoryList } from './category-list';

/** /menu/categories: the categories list and form, switched in place (admins only). */
const CategoriesPage = () => (
  <CrudPage List={CategoryList} Form={CategoryForm} listWidth={10} formWidth={6} />
);

export default CategoriesPage;
