import {
  API_PATHS,
  type BaseReply,
  type Proposal,
  type ProposalInsert,
  type QuoteRequest,
} from '@georisk/contract';
import { api } from '../../api/api';

type ProposalReply = BaseReply & { proposal: Proposal };

/** Proposals on requests priced on quote (docs/rules/proposals.md). */
export const proposalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    quoteRequests: build.query<BaseReply & { request: QuoteRequest[]; total: number }, void>({
      query: () => ({ path: API_PATHS.proposal.requests, body: {} }),
      providesTags: ['Proposal'],
    }),
    /** One request's proposals, as its report shows them (every firm's to its readers). */
    requestProposals: build.query<Proposal[], string>({
      query: (incident_id) => ({ path: API_PATHS.proposal.list, body: { incident_id } }),
      transformResponse: (reply: BaseReply & { proposal: Proposal[] }) => reply.proposal,
      providesTags: ['Proposal'],
    }),
    sendProposal: build.mutation<ProposalReply, ProposalInsert>({
      query: (body) => ({ path: API_PATHS.proposal.insert, body }),
      invalidatesTags: ['Proposal'],
    }),
    withdrawProposal: build.mutation<ProposalReply, string>({
      query: (proposal_id) => ({ path: API_PATHS.proposal.withdraw, body: { proposal_id } }),
      invalidatesTags: ['Proposal'],
    }),
    // Accepting holds credits and gives the request to the firm: balances and requests change.
    acceptProposal: build.mutation<ProposalReply, string>({
      query: (proposal_id) => ({ path: API_PATHS.proposal.accept, body: { proposal_id } }),
      invalidatesTags: ['Proposal', 'Credits', 'Incident'],
    }),
    rejectProposal: build.mutation<ProposalReply, string>({
      query: (proposal_id) => ({ path: API_PATHS.proposal.reject, body: { proposal_id } }),
      invalidatesTags: ['Proposal'],
    }),
  }),
});

export const {
  useQuoteRequestsQuery,
  useRequestProposalsQuery,
  useSendProposalMutation,
  useWithdrawProposalMutation,
  useAcceptProposalMutation,
  useRejectProposalMutation,
} = proposalsApi;
