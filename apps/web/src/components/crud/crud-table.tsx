import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { DeleteButton } from '../delete-button';
import './card-table.css';
import { ColumnHeads } from '../column-heads';

export interface CrudColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/** A row's identity for the table: its id for edit/delete, its name for labels. */
export interface RowIdentity {
  id: string;
  name: string;
}

/**
 * The reference-data table: the resource's columns, then edit and delete icon buttons. Their
 * headers are for screen readers only, so the narrow Factor list (md 8) still fits its columns.
 * Without `onEdit` and `onDelete` the table is read-only and has no action columns.
 */
export const CrudTable = <Row,>({
  columns,
  rows,
  identify,
  onEdit,
  onDelete,
  rowClass,
}: {
  columns: CrudColumn<Row>[];
  rows: Row[];
  identify: (row: Row) => RowIdentity;
  /** A row's classes, e.g. `table-active` for the one selected elsewhere (the branches' map). */
  rowClass?: (row: Row) => string | undefined;
  onEdit?: (id: string) => void;
  onDelete?: (row: RowIdentity) => void;
}) => (
  <Table responsive hover size="sm" className="align-middle bg-white shadow-sm small card-table">
    <ColumnHeads
      className="table-light"
      columns={[
        ...columns.map((column) => column.header),
        onEdit && { label: 'Edit', className: 'text-center', hidden: true },
        onDelete && { label: 'Delete', className: 'text-center', hidden: true },
      ]}
    />
    <tbody>
      {rows.map((row) => {
        const identity = identify(row);
        return (
          <tr key={identity.id} className={rowClass?.(row)}>
            {columns.map((column) => (
              <td key={column.header} data-label={column.header}>
                {column.cell(row)}
              </td>
            ))}
            {onEdit && (
              <td className="text-center card-table-action">
                <Button
                  variant="link"
                  size="sm"
                  className="p-1"
                  aria-label={`Edit ${identity.name}`}
                  onClick={() => onEdit(identity.id)}
                >
                  <i className="bi bi-pencil-square" aria-hidden="true" />
                </Button>
              </td>
            )}
            {onDelete && (
              <td className="text-center card-table-action">
                <DeleteButton
                  label={`Delete ${identity.name}`}
                  variant="link"
                  className="p-1 text-danger"
                  onClick={() => onDelete(identity)}
                />
              </td>
            )}
          </tr>
        );
      })}
    </tbody>
  </Table>
);
