import { CrudPage } from '../../components/crud/crud-page';
import { QueryTypeForm } from './query-type-form';
import { QueryTypeList } from './query-type-list';

/** /menu/queryType: list md 10, form md 6, switched in place (admins only). */
const QueryTypePage = () => (
  <CrudPage List={QueryTypeList} Form={QueryTypeForm} listWidth={10} formWidth={6} />
);

export default QueryTypePage;
