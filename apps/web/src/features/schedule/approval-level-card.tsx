import type { RiskLevel } from '@georisk/contract';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { failureText } from '../../api/api';
import { RiskLevelField } from '../../components/form/risk-level-field';
import { RiskBadge } from '../../components/risk-badge';
import { useTripSettingsQuery, useUpdateTripSettingsMutation } from './schedule-api';

/**
 * The company's approval level: a trip with a stop in a country at or above it waits for an
 * owner's or admin's decision (docs/rules/schedule.md, "Approvals"). Members read it.
 */
export const ApprovalLevelCard = ({
  show,
}: {
  show: (text: string, variant?: 'success' | 'warning') => void;
}) => {
  const { data } = useTripSettingsQuery();
  const [save, saving] = useUpdateTripSettingsMutation();
  // The level chosen but not saved yet; until then the saved one shows.
  const [chosen, setChosen] = useState<RiskLevel | null>(null);
  if (!data) return null;
  const level = chosen ?? data.approval_level;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      show((await save({ approval_level: level }).unwrap()).message, 'success');
    } catch (failure) {
      show(failureText(failure));
    }
  };
  return (
    <Card className="mb-3 shadow-sm">
      <Card.Body>
        <h2 className="h5">Approval level</h2>
        {data.can_manage ? (
          <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Approval level">
            <RiskLevelField
              label="Trips to a country at or above this level wait for approval"
              value={level}
              onChange={setChosen}
            />
            <Button type="submit" disabled={saving.isLoading || level === data.approval_level}>
              Save the approval level
            </Button>
          </Form>
        ) : (
          <p className="mb-0">
            Trips to a country at or above <RiskBadge level={data.approval_level} /> wait for an
            owner’s or administrator’s approval.
          </p>
        )}
      </Card.Body>
    </Card>
  );
};
