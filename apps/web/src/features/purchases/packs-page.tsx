import { CrudPage } from '../../components/crud/crud-page';
import { PackForm } from './pack-form';
import { PackList } from './pack-list';

/** /menu/packs (admins): the credit packs on sale, added and changed (docs/rules/purchases.md). */
const PacksPage = () => <CrudPage List={PackList} Form={PackForm} listWidth={12} formWidth={6} />;

export default PacksPage;
