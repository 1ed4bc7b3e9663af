import { CrudPage } from '../../components/crud/crud-page';
import { FactorForm } from './factor-form';
import { FactorList } from './factor-list';

/** /menu/factor: list md 8, form md 6, switched in place (admins only). */
const FactorPage = () => (
  <CrudPage List={FactorList} Form={FactorForm} listWidth={8} formWidth={6} />
);

export default FactorPage;
