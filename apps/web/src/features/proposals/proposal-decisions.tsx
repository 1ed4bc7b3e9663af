import type { Proposal } from '@georisk/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { failureText } from '../../api/api';
import { ConfirmDialog, type PendingChange } from '../../components/confirm-dialog';
import { isNotEnoughCredits } from '../../components/not-enough-credits';
import { useAcceptProposalMutation, useRejectProposalMutation } from './proposals-api';

export type Show = (text: string, variant?: 'success' | 'warning') => void;

/**
 * Accepting or rejecting a proposal after a confirmation (docs/rules/proposals.md), as the
 * proposals screen and a request's report both offer it: `buttons` for an open proposal of a
 * request, the `dialog` to render once, and `short`, the request whose acceptance found too few
 * credits (its screen shows the "Purchase credits" sentence).
 */
export const useProposalDecisions = (show: Show) => {
  const [accept, accepting] = useAcceptProposalMutation();
  const [reject, rejecting] = useRejectProposalMutation();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [short, setShort] = useState<string | null>(null);
  const run = async (incidentId: string, work: () => Promise<{ message: string }>) => {
    setShort(null);
    try {
      show((await work()).message, 'success');
    } catch (failure) {
      if (isNotEnoughCredits(failure)) setShort(incidentId);
      else show(failureText(failure));
    }
  };
  const confirmAccept = (incidentId: string, proposal: Proposal) =>
    setPending({
      title: 'Accept this proposal?',
      text: `${proposal.firm.name} will answer within ${proposal.delivery_hours} hours. ${proposal.price_credits} credits are held from your balance until the answer is published; the other proposals are declined.`,
      confirm: 'Accept proposal',
      run: () => run(incidentId, () => accept(proposal.proposal_id).unwrap()),
    });
  const confirmReject = (incidentId: string, proposal: Proposal) =>
    setPending({
      title: 'Reject this proposal?',
      text: `${proposal.firm.name}'s proposal of ${proposal.price_credits} credits is declined; the firm may send another.`,
      confirm: 'Reject proposal',
      run: () => run(incidentId, () => reject(proposal.proposal_id).unwrap()),
    });
  const buttons = (incidentId: string) => (proposal: Proposal) =>
    proposal.status === 'open' && (
      <div className="d-flex gap-2">
        <Button
          size="sm"
          aria-label={`Accept ${proposal.firm.name}'s proposal`}
          onClick={() => confirmAccept(incidentId, proposal)}
        >
          Accept
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label={`Reject ${proposal.firm.name}'s proposal`}
          onClick={() => confirmReject(incidentId, proposal)}
        >
          Reject
        </Button>
      </div>
    );
  const dialog = (
    <ConfirmDialog
      pending={pending}
      busy={accepting.isLoading || rejecting.isLoading}
      onClose={() => setPending(null)}
    />
  );
  return { buttons, dialog, short };
};
