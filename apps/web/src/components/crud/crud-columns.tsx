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

/** Long descriptions show two lines, wrapping to the room the table has; the rest is in the tooltip. */
const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

export const aboutColumn = <Row extends { about: string }>(): CrudColumn<Row> => ({
  header: 'About',
  cell: (row) => (
    <span style={twoLines} title={row.about}>
      {row.about}
    </span>
  ),
});
