import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@georisk/contract';
import { auditListSchema } from '@georisk/contract/resources/audit';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { SelectField, TextField } from '../../components/form/form-fields';
import { useCheckedForm } from '../../hooks/use-checked-form';
import type { AuditQuery } from './audit-api';

interface FilterValues {
  action: string;
  from: string;
  to: string;
}

const NONE: FilterValues = { action: '', from: '', to: '' };
const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }));

/** Days as the reader's own: from the start of the first day to the end of the last. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

const toQuery = ({ action, from, to }: FilterValues): AuditQuery => ({
  ...(action && { action: action as AuditQuery['action'] }),
  ...(from && { from: dayStart(from) }),
  ...(to && { to: dayEnd(to) }),
});

/** Action and period filters above the audit table; Apply runs the contract's checks first. */
export const AuditFilters = ({
  onApply,
  warn,
}: {
  onApply: (query: AuditQuery) => void;
  warn: (message: string) => void;
}) => {
  const form = useCheckedForm<FilterValues, AuditQuery>({
    schema: auditListSchema,
    initial: NONE,
    prepare: toQuery,
    warn,
    send: async (query) => onApply(query),
  });
  return (
    <Form noValidate onSubmit={form.submit} aria-label="Filter the audit trail" className="mb-3">
      <Row className="g-3 align-items-end">
        <Col md={4}>
          <SelectField
            label="Action"
            placeholder="Any action"
            options={ACTION_OPTIONS}
            {...form.field('action')}
          />
        </Col>
        <Col xs={6} md={3}>
          <TextField label="From" type="date" {...form.field('from')} />
        </Col>
        <Col xs={6} md={3}>
          <TextField label="To" type="date" {...form.field('to')} />
        </Col>
        <Col md={2} className="mb-3">
          <Button type="submit" variant="outline-primary" className="w-100">
            Apply
          </Button>
        </Col>
      </Row>
    </Form>
  );
};
