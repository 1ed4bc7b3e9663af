import type { Advisory } from '@georisk/contract';
import { countryName } from '@georisk/contract/countries-field';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { failureText } from '../../api/api';
import { ConfirmDialog, type PendingChange } from '../../components/confirm-dialog';
import { RiskBadge } from '../../components/risk-badge';
import { AdvisoryForm } from './advisory-form';
import { ApprovalLevelCard } from './approval-level-card';
import { useAdvisoryListQuery, useRemoveAdvisoryMutation } from './schedule-api';
import { ManageButtons } from './manage-buttons';

/**
 * The company's approval level and its own advisories per country (docs/rules/schedule.md):
 * owners and admins change them, members read them as the briefs show them.
 */
export const AdvisoriesTab = ({
  show,
}: {
  show: (text: string, variant?: 'success' | 'warning') => void;
}) => {
  const { data, error } = useAdvisoryListQuery();
  const [remove, removing] = useRemoveAdvisoryMutation();
  const [editing, setEditing] = useState<Advisory | 'new' | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const rows = data?.rows ?? [];
  const manage = data?.can_manage ?? false;
  const askRemove = (advisory: Advisory) =>
    setPending({
      title: `Delete the advisory for ${countryName(advisory.country)}?`,
      text: 'Briefs no longer show it, and its level no longer counts for approvals.',
      confirm: 'Delete',
      run: async () => {
        try {
          show((await remove(advisory.country).unwrap()).message, 'success');
        } catch (failure) {
          show(failureText(failure));
        }
      },
    });
  // A customer without a company has no advisories: the server's sentence says so.
  if (error) return <p className="text-body-secondary">{failureText(error)}</p>;
  return (
    <>
      <ApprovalLevelCard show={show} />
      <h2 className="h5">Advisories</h2>
      {editing ? (
        <AdvisoryForm
          key={editing === 'new' ? 'new' : editing.country}
          editing={editing === 'new' ? null : editing}
          done={() => setEditing(null)}
          show={show}
        />
      ) : (
        manage && (
          <Button className="mb-3" onClick={() => setEditing('new')}>
            Add an advisory
          </Button>
        )
      )}
      {rows.length === 0 && data && (
        <p className="text-body-secondary">
          No advisories yet: briefs show GeoRisk's level and news alone.
        </p>
      )}
      {rows.map((advisory) => (
        <Card
          key={advisory.advisory_id}
          className="mb-2"
          as="article"
          aria-label={`Advisory for ${countryName(advisory.country)}`}
        >
          <Card.Body>
            <div className="d-flex flex-wrap gap-2 align-items-center mb-1">
              <h3 className="h6 mb-0">{countryName(advisory.country)}</h3>
              {advisory.override_level && (
                <span>
                  our level <RiskBadge level={advisory.override_level} />
                </span>
              )}
            </div>
            <p className="text-pre-wrap mb-1">{advisory.text}</p>
            {advisory.emergency_contacts && (
              <p className="text-pre-wrap small mb-1">
                <strong>Emergency contacts:</strong> {advisory.emergency_contacts}
              </p>
            )}
            {manage && (
              <div className="d-flex gap-2">
                <ManageButtons
                  subject={`the advisory for ${countryName(advisory.country)}`}
                  onEdit={() => setEditing(advisory)}
                  onDelete={() => askRemove(advisory)}
                />
              </div>
            )}
          </Card.Body>
        </Card>
      ))}
      <ConfirmDialog pending={pending} busy={removing.isLoading} onClose={() => setPending(null)} />
    </>
  );
};
