import type { ComponentType } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { AdminOnly } from '../role-gate';
import { useCrudScreen, type CrudScreen } from './use-crud-screen';

export interface CrudListProps {
  screen: CrudScreen;
}

export interface CrudFormProps {
  screen: CrudScreen;
  /** Present when editing: the form loads this record and then updates it. */
  id: string | null;
}

/**
 * One reference-data page: its list and its form switch in place, each in its own
 * column width (e.g. Factor: list md 8, form md 6). Admins only.
 */
export const CrudPage = ({
  List,
  Form,
  listWidth,
  formWidth,
}: {
  List: ComponentType<CrudListProps>;
  Form: ComponentType<CrudFormProps>;
  listWidth: number;
  formWidth: number;
}) => (
  <AdminOnly>
    <CrudSwitch List={List} Form={Form} listWidth={listWidth} formWidth={formWidth} />
  </AdminOnly>
);

const CrudSwitch = ({ List, Form, listWidth, formWidth }: Parameters<typeof CrudPage>[0]) => {
  const { view, ...screen } = useCrudScreen();
  return (
    <Row>
      {view.name === 'list' ? (
        <Col md={listWidth}>
          <List screen={screen} />
        </Col>
      ) : (
        <Col md={formWidth}>
          <Form screen={screen} id={view.id} />
        </Col>
      )}
    </Row>
  );
};
