import type { Proposal, QuoteRequest } from '@georisk/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { failureText } from '../../api/api';
import { ConfirmDialog, type PendingChange } from '../../components/confirm-dialog';
import { MessageScreen } from '../../components/message-screen';
import { isNotEnoughCredits, NotEnoughCredits } from '../../components/not-enough-credits';
import { paths } from '../../config/paths';
import { ProposalTable } from './proposal-table';
import { QuoteRequestCard } from './quote-request-card';
import { useAcceptProposalMutation, useRejectProposalMutation } from './proposals-api';

type Show = (text: string, variant?: 'success' | 'warning') => void;

/**
 * The customer's requests priced on quote with the firms' proposals; the author (or a company
 * member who writes) accepts one, after a confirmation, or rejects it (docs/rules/proposals.md).
 */
export const CustomerQuotes = ({ requests, show }: { requests: QuoteRequest[]; show: Show }) => {
  const [accept, accepting] = useAcceptProposalMutation();
  const [reject, rejecting] = useRejectProposalMutation();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [short, setShort] = useState<string | null>(null);
  if (requests.length === 0) {
    return (
      <MessageScreen
        icon="chat-square-quote"
        message="You have no requests awaiting quotes. Requests of a type priced on quote collect the firms' proposals here."
        actions={[{ label: 'Register Incident Request', to: paths.menu.incident }]}
      />
    );
  }
  const run = async (request: QuoteRequest, work: () => Promise<{ message: string }>) => {
    setShort(null);
    try {
      show((await work()).message, 'success');
    } catch (failure) {
      if (isNotEnoughCredits(failure)) setShort(request.incident_id);
      else show(failureText(failure));
    }
  };
  const confirmAccept = (request: QuoteRequest, proposal: Proposal) =>
    setPending({
      title: 'Accept this proposal?',
      text: `${proposal.firm.name} will answer within ${proposal.delivery_hours} hours. ${proposal.price_credits} credits are held from your balance until the answer is published; the other proposals are declined.`,
      confirm: 'Accept proposal',
      run: () => run(request, () => accept(proposal.proposal_id).unwrap()),
    });
  const confirmReject = (request: QuoteRequest, proposal: Proposal) =>
    setPending({
      title: 'Reject this proposal?',
      text: `${proposal.firm.name}'s proposal of ${proposal.price_credits} credits is declined; the firm may send another.`,
      confirm: 'Reject proposal',
      run: () => run(request, () => reject(proposal.proposal_id).unwrap()),
    });
  const busy = accepting.isLoading || rejecting.isLoading;
  return (
    <>
      {requests.map((request) => (
        <QuoteRequestCard key={request.incident_id} request={request}>
          {short === request.incident_id && <NotEnoughCredits />}
          {request.firm ? (
            <Alert variant="success" className="py-2">
              {request.firm.name} is answering this request.
            </Alert>
          ) : (
            request.proposals.length === 0 && (
              <p className="text-body-secondary mb-0">No proposals yet.</p>
            )
          )}
          {request.proposals.length > 0 && (
            <ProposalTable
              caption="Proposals on this request"
              proposals={request.proposals}
              actions={
                request.may_decide && !request.firm
                  ? (proposal) =>
                      proposal.status === 'open' && (
                        <div className="d-flex gap-2">
                          <Button
                            size="sm"
                            aria-label={`Accept ${proposal.firm.name}'s proposal`}
                            onClick={() => confirmAccept(request, proposal)}
                          >
                            Accept
                          </Button>
                          <Button
                            size="sm"
                            variant="outline-secondary"
                            aria-label={`Reject ${proposal.firm.name}'s proposal`}
                            onClick={() => confirmReject(request, proposal)}
                          >
                            Reject
                          </Button>
                        </div>
                      )
                  : undefined
              }
            />
          )}
        </QuoteRequestCard>
      ))}
      <ConfirmDialog pending={pending} busy={busy} onClose={() => setPending(null)} />
    </>
  );
};
