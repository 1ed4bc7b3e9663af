import type { Traveller } from '@georisk/contract';
import { useState } from 'react';
import { failureText } from '../../api/api';
import { ConfirmDialog, type PendingChange } from '../../components/confirm-dialog';
import { CrudTable, type CrudColumn } from '../../components/crud/crud-table';
import { TravellerForm } from './traveller-form';
import { useRemoveTravellerMutation, useTravellerListQuery } from './schedule-api';

const COLUMNS: CrudColumn<Traveller>[] = [
  { header: 'Name', cell: (row) => row.name },
  { header: 'E-mail', cell: (row) => <span className="text-break">{row.email}</span> },
  { header: 'Phone', cell: (row) => row.phone ?? '' },
];

/**
 * The company's travellers: a table that turns into cards on a phone (long e-mail addresses
 * stay readable); owners and admins add, change and delete them (one with trips: 409).
 */
export const TravellersTab = ({
  show,
}: {
  show: (text: string, variant?: 'success' | 'warning') => void;
}) => {
  const { data } = useTravellerListQuery();
  const [remove, removing] = useRemoveTravellerMutation();
  const [editing, setEditing] = useState<Traveller | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const rows = data?.rows ?? [];
  const manage = data?.can_manage ?? false;
  const askRemove = ({ id, name }: { id: string; name: string }) =>
    setPending({
      title: `Delete ${name}?`,
      text: 'A traveller with trips cannot be deleted: delete the trips first.',
      confirm: 'Delete',
      run: async () => {
        try {
          show((await remove(id).unwrap()).message, 'success');
        } catch (failure) {
          show(failureText(failure));
        }
      },
    });
  return (
    <>
      {rows.length === 0 ? (
        <p className="text-body-secondary">
          No travellers yet.{manage ? ' Add the people who travel below.' : ''}
        </p>
      ) : (
        <CrudTable
          columns={COLUMNS}
          rows={rows}
          identify={(row) => ({ id: row.traveller_id, name: row.name })}
          onEdit={
            manage ? (id) => setEditing(rows.find((r) => r.traveller_id === id) ?? null) : undefined
          }
          onDelete={manage ? askRemove : undefined}
        />
      )}
      {manage && (
        <TravellerForm
          key={editing?.traveller_id ?? 'new'}
          editing={editing}
          done={() => setEditing(null)}
          show={show}
        />
      )}
      <ConfirmDialog pending={pending} busy={removing.isLoading} onClose={() => setPending(null)} />
    </>
  );
};
