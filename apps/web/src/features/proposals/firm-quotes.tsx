import type { ProposalForm as ProposalBody, QuoteRequest } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import { failureText } from '../../api/api';
import { MessageScreen } from '../../components/message-screen';
import { ProposalForm } from './proposal-form';
import { ProposalTable } from './proposal-table';
import { QuoteRequestCard } from './quote-request-card';
import { useSendProposalMutation, useWithdrawProposalMutation } from './proposals-api';

/**
 * A firm's partner: the requests awaiting quotes within the firm's coverage, each with the
 * firm's own offers and a form to send (or replace) one (docs/rules/proposals.md).
 */
export const FirmQuotes = ({
  requests,
  show,
}: {
  requests: QuoteRequest[];
  show: (text: string, variant?: 'success' | 'warning') => void;
}) => {
  const [send] = useSendProposalMutation();
  const [withdraw, withdrawing] = useWithdrawProposalMutation();
  if (requests.length === 0) {
    return (
      <MessageScreen
        icon="inbox"
        message="No request awaits quotes within your firm's coverage right now."
        actions={[{ label: 'Open the queue', to: '/menu/finding' }]}
      />
    );
  }
  const onWithdraw = async (proposalId: string) => {
    try {
      show((await withdraw(proposalId).unwrap()).message, 'success');
    } catch (failure) {
      show(failureText(failure));
    }
  };
  return requests.map((request) => {
    const open = request.proposals.find((proposal) => proposal.status === 'open');
    const onSend = async (body: ProposalBody) => {
      const reply = await send({ ...body, incident_id: request.incident_id }).unwrap();
      show(reply.message, 'success');
    };
    return (
      <QuoteRequestCard key={request.incident_id} request={request}>
        {request.proposals.length > 0 && (
          <ProposalTable
            caption="Your firm's proposals on this request"
            proposals={request.proposals}
            actions={(proposal) =>
              proposal.status === 'open' && (
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={withdrawing.isLoading}
                  onClick={() => void onWithdraw(proposal.proposal_id)}
                >
                  Withdraw
                </Button>
              )
            }
          />
        )}
        <ProposalForm replacing={open !== undefined} onSend={onSend} warn={show} />
      </QuoteRequestCard>
    );
  });
};
