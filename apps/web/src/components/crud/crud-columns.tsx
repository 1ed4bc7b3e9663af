import Badge from 'react-bootstrap/Badge';
import { Icon } from '../icon';
import type { CrudColumn } from './crud-table';

/** Columns every reference-data table shows (Active, Icon, About), defined once. */
export const activeColumn = <Row extends { is_active: boolean }>(): CrudColumn<Row> => ({
  header: 'Active',
  cell: (row) =>
    row.is_active ? <Badge bg="success">Yes</Badge> : <Badge bg="secondary">No</Badge>,
});

export const iconColumn = <Row extends { icon: string }>(): CrudColumn<Row> => ({
  header: 'Icon',
  cell: (row) => <Icon name={row.icon} />,
});

/** Long descriptions are cut to one line; the full text is in the tooltip and the form. */
export const aboutColumn = <Row extends { about: string }>(): CrudColumn<Row> => ({
  header: 'About',
  cell: (row) => (
    <span
      className="d-inline-block text-truncate align-bottom"
      style={{ maxWidth: '16rem' }}
      title={row.about}
    >
      {row.about}
    </span>
  ),
});
