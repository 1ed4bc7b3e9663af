import { formatMoney, type CreditPack } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import { BannerSlot } from '../../components/banner';
import type { CrudListProps } from '../../components/crud/crud-page';
import { CrudTable, type CrudColumn } from '../../components/crud/crud-table';
import { crudTexts } from '../../components/crud/crud-texts';
import { PageSpinner } from '../../components/page-spinner';
import { LoadFailure } from '../../components/report/load-failure';
import { usePackListQuery } from './purchases-api';

const COLUMNS: CrudColumn<CreditPack>[] = [
  { header: 'Name', cell: (pack) => pack.name },
  { header: 'Credits', cell: (pack) => pack.credits },
  { header: 'Price', cell: (pack) => formatMoney(pack.price_eur, 'EUR') },
  { header: 'On sale', cell: (pack) => (pack.is_active ? 'Yes' : 'No') },
];

/** Every credit pack, on sale or not, with an edit button each (no delete: invoices name them). */
export const PackList = ({ screen }: CrudListProps) => {
  const list = usePackListQuery();
  return (
    <section aria-labelledby="packs-title">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <h1 id="packs-title" className="h3 mb-0">
          Credit packs
        </h1>
        <Button className="ms-auto" onClick={screen.add}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {crudTexts.add('Credit pack')}
        </Button>
      </div>
      <p className="text-body-secondary">
        The packs customers buy on the Purchase credits screen, priced in euros. Take a pack off
        sale instead of deleting it: its invoices keep its name.
      </p>
      <BannerSlot banner={screen.banner} />
      {list.error ? (
        <LoadFailure error={list.error} />
      ) : !list.data ? (
        <PageSpinner label="Loading credit packs" />
      ) : list.data.pack.length === 0 ? (
        <p className="text-body-secondary">No credit pack has been added yet.</p>
      ) : (
        <CrudTable
          columns={COLUMNS}
          rows={list.data.pack}
          identify={(pack) => ({ id: pack.pack_id, name: pack.name })}
          onEdit={screen.edit}
        />
      )}
    </section>
  );
};
