import type { Incident } from '@georisk/contract';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useMyCompany } from '../../api/my-company-api';
import { Banner, useBanner } from '../../components/banner';
import { NotEnoughCredits } from '../../components/not-enough-credits';
import { PageSpinner } from '../../components/page-spinner';
import { LoadFailure } from '../../components/report/load-failure';
import { mayWriteOnRequest } from '../../lib/request-access';
import { useAppSelector } from '../../lib/store';
import { selectUserId } from '../../session/login-slice';
import { useProposalDecisions } from './proposal-decisions';
import { ProposalTable } from './proposal-table';
import { useRequestProposalsQuery } from './proposals-api';

/**
 * A request priced on quote, on its report: the firms' proposals (every firm's to its readers, a
 * partner's own firm's) and, while none is accepted, Accept and Reject for those who decide —
 * its author or its company's members who write (docs/rules/proposals.md, "Screens").
 */
export const RequestProposals = ({ incident }: { incident: Incident }) => {
  const selfId = useAppSelector(selectUserId) ?? '';
  const company = useMyCompany(incident.company !== null);
  const proposals = useRequestProposalsQuery(incident.incident_id);
  const { banner, show } = useBanner();
  const decisions = useProposalDecisions(show);
  const firm = incident.quote?.firm ?? null;
  const mayDecide =
    !firm && (incident.created_by === selfId || mayWriteOnRequest(incident, selfId, company));
  return (
    <Card as="section" className="shadow-sm mb-3" aria-labelledby="request-proposals-title">
      <Card.Body>
        <h2 id="request-proposals-title" className="h5">
          Proposals
        </h2>
        <Banner banner={banner} />
        {decisions.short === incident.incident_id && <NotEnoughCredits />}
        {firm && (
          <Alert variant="success" className="py-2">
            {firm.name} is answering this request.
          </Alert>
        )}
        {proposals.error ? (
          <LoadFailure error={proposals.error} />
        ) : !proposals.data ? (
          <PageSpinner label="Loading proposals" />
        ) : proposals.data.length === 0 ? (
          <p className="text-body-secondary mb-0">
            No proposals yet. The partner firms covering this request have been told; their offers
            appear here.
          </p>
        ) : (
          <ProposalTable
            caption="Proposals on this request"
            proposals={proposals.data}
            actions={mayDecide ? decisions.buttons(incident.incident_id) : undefined}
          />
        )}
        {decisions.dialog}
      </Card.Body>
    </Card>
  );
};
