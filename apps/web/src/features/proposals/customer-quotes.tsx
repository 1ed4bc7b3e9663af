import type { QuoteRequest } from '@georisk/contract';
import Alert from 'react-bootstrap/Alert';
import { MessageScreen } from '../../components/message-screen';
import { NotEnoughCredits } from '../../components/not-enough-credits';
import { paths } from '../../config/paths';
import { useProposalDecisions, type Show } from './proposal-decisions';
import { ProposalTable } from './proposal-table';
import { QuoteRequestCard } from './quote-request-card';

/**
 * The customer's requests priced on quote with the firms' proposals; the author (or a company
 * member who writes) accepts one, after a confirmation, or rejects it (docs/rules/proposals.md).
 */
export const CustomerQuotes = ({ requests, show }: { requests: QuoteRequest[]; show: Show }) => {
  const decisions = useProposalDecisions(show);
  if (requests.length === 0) {
    return (
      <MessageScreen
        icon="chat-square-quote"
        message="You have no requests awaiting quotes. Requests of a type priced on quote collect the firms' proposals here."
        actions={[{ label: 'Register Incident Request', to: paths.menu.incident }]}
      />
    );
  }
  return (
    <>
      {requests.map((request) => (
        <QuoteRequestCard key={request.incident_id} request={request}>
          {decisions.short === request.incident_id && <NotEnoughCredits />}
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
                  ? decisions.buttons(request.incident_id)
                  : undefined
              }
            />
          )}
        </QuoteRequestCard>
      ))}
      {decisions.dialog}
    </>
  );
};
