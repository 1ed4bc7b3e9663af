import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';

/** The one API: each feature adds its calls with `api.injectEndpoints` in its own `*-api.ts`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: [
    'Category',
    'Factor',
    'QueryType',
    'Article',
    'Incident',
    'Finding',
    'User',
    'Feed',
    'Country',
    'Watch',
    'Message',
    'Notification',
    'Sla',
  ],
  endpoints: () => ({}),
});

/** '{code} - {message}' for a failed call. */
export const failureText = (error: unknown): string => {
  const failure = error as { code?: string; message?: string } | undefined;
  return `${failure?.code ?? 'NET000'} - ${failure?.message ?? 'Something went wrong'}`;
};
