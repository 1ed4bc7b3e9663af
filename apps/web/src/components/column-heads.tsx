import type { ReactNode } from 'react';

/**
 * A header cell's column: its label, its classes (e.g. `d-none d-md-table-cell` to leave it off a
 * phone), and `hidden` for a column named for screen readers only (a download or edit column).
 */
export type ColumnHead = string | { label: string; className?: string; hidden?: boolean };

/** One `<th scope="col">`; the label is visually hidden when the column says so. */
export const HeadCell = ({ column }: { column: ColumnHead }) => {
  const { label, className, hidden } = typeof column === 'string' ? { label: column } : column;
  return (
    <th scope="col" className={className}>
      {hidden ? <span className="visually-hidden">{label}</span> : label}
    </th>
  );
};

/**
 * A table's header row: a header cell per column, in order (a `false` entry is a column this
 * table leaves out), then `children` (e.g. `ActionsHeader`).
 */
export const ColumnHeads = ({
  columns,
  className,
  children,
}: {
  columns: readonly (ColumnHead | false | undefined)[];
  className?: string;
  children?: ReactNode;
}) => (
  <thead className={className}>
    <tr>
      {columns.map(
        (column) =>
          column && (
            <HeadCell key={typeof column === 'string' ? column : column.label} column={column} />
          ),
      )}
      {children}
    </tr>
  </thead>
);
