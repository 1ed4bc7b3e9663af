import type { NewsEvent } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from './api';

/** A page of events; a level or a country (the news page's filters, read from its URL) narrows it. */
export interface EventFilter {
  limit: number;
  offset?: number;
  riskLevel?: string;
  country?: string;
}

export interface EventListResult {
  event: NewsEvent[];
  total: number;
}

/**
 * event/list, the news as events (docs/rules/news.md, "Events"): the landing page's newest and the
 * news page's pages. Articles' writes, verifications and feed grades change what an event shows,
 * so both tags renew it. Kept small: the landing page's chunk loads it.
 */
export const eventListApi = api.injectEndpoints({
  endpoints: (build) => ({
    eventList: build.query<EventListResult, EventFilter>({
      query: (body) => ({ path: API_PATHS.event.list, body }),
      providesTags: ['Article', 'Feed'],
    }),
  }),
});

export const { useEventListQuery } = eventListApi;
