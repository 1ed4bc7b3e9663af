import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { BaseReply } from '@georisk/contract';
import { failureText } from '../../api/api';
import { Banner, BannerSlot } from '../banner';
import { useListLoadBanner } from '../../hooks/use-list-load-banner';
import { MessageScreen } from '../message-screen';
import { PageSpinner } from '../page-spinner';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import type { CrudListResult, ListArgs } from './crud-api';
import { CrudSearch } from './crud-search';
import { CrudTable, type CrudColumn, type RowIdentity } from './crud-table';
import { crudTexts } from './crud-texts';
import type { CrudScreen } from './use-crud-screen';

/** The part of an RTK Query list hook's result the list reads. */
export interface RowsQuery<Row> {
  data?: CrudListResult<Row>;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
}

/** The part of an RTK Query remove hook the list uses. */
export type UseRemove = () => readonly [
  (id: string) => { unwrap: () => Promise<BaseReply> },
  { isLoading: boolean },
];

export interface CrudListConfig<Row> {
  /** The heading, e.g. 'My Factor'. */
  title: string;
  /** The resource as the spec's texts name it: 'Categories', 'Factor', 'QueryType', 'Articles'. */
  noun: string;
  columns: CrudColumn<Row>[];
  identify: (row: Row) => RowIdentity;
  useRows: (args: ListArgs) => RowsQuery<Row>;
  useRemove: UseRemove;
  /** The caller may only read: no add, edit or delete (the server refuses them anyway). */
  readOnly?: boolean;
  rowClass?: (row: Row) => string | undefined;
}

/**
 * A reference-data list: heading with the add button, search box, table with edit/delete (delete
 * asks first), and the empty-state screen when nothing is registered yet.
 */
export const CrudList = <Row,>({
  screen,
  title,
  noun,
  columns,
  identify,
  useRows,
  useRemove,
  readOnly = false,
  rowClass,
}: CrudListConfig<Row> & { screen: CrudScreen }) => {
  const [q, setQ] = useState('');
  const { data, error, isLoading, isFetching } = useRows({ q });
  const [remove, removal] = useRemove();
  const [pending, setPending] = useState<RowIdentity | null>(null);
  const { showBanner } = screen;
  // Opening the list and each search show the reply's message; re-fetches after a
  // save or delete do not, and a save's or delete's own banner comes first.
  const loadBanner = useListLoadBanner({ data, isFetching }, q, screen.banner !== null);

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      const reply = await remove(pending.id).unwrap();
      showBanner(reply.message, 'success');
    } catch (failure) {
      showBanner(failureText(failure));
    } finally {
      setPending(null);
    }
  };

  const nothingRegistered = !q && data?.rows.length === 0;
  return (
    <section aria-labelledby="crud-list-title">
      <div className="d-flex align-items-center gap-3 mb-3">
        <h1 id="crud-list-title" className="h3 mb-0">
          {title}
        </h1>
        {isFetching && !isLoading && (
          <Spinner animation="border" size="sm" role="status" aria-label="Loading" />
        )}
        {!nothingRegistered && !readOnly && (
          <Button className="ms-auto" onClick={screen.add}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {crudTexts.add(noun)}
          </Button>
        )}
      </div>
      <BannerSlot banner={screen.banner ?? loadBanner} />
      {error !== undefined && !isFetching && (
        <Banner banner={{ text: failureText(error), variant: 'warning' }} />
      )}
      {isLoading && <PageSpinner />}
      {nothingRegistered ? (
        <MessageScreen
          message={readOnly ? crudTexts.emptyReadOnly(noun) : crudTexts.empty(noun)}
          actions={readOnly ? [] : [{ label: crudTexts.register(noun), onClick: screen.add }]}
        />
      ) : (
        data && (
          <>
            <CrudSearch noun={noun} onSearch={setQ} />
            {data.rows.length === 0 ? (
              <Alert variant="info">{crudTexts.noMatch}</Alert>
            ) : (
              <CrudTable
                columns={columns}
                rows={data.rows}
                identify={identify}
                rowClass={rowClass}
                onEdit={readOnly ? undefined : screen.edit}
                onDelete={readOnly ? undefined : setPending}
              />
            )}
            {data.total > data.rows.length && (
              <p className="text-body-secondary small">
                Showing {data.rows.length} of {data.total}. Search to narrow the list.
              </p>
            )}
          </>
        )
      )}
      <ConfirmDeleteModal
        noun={noun}
        name={pending?.name ?? null}
        busy={removal.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
};
