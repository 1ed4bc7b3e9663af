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
    'Company',
    'Branch',
    'Alert',
    'Finding',
    'User',
    'Feed',
    'Country',
    'Watch',
    'Message',
    'Notification',
    'Sla',
    'Traveller',
    'Trip',
    'File',
    'Credits',
    'Voucher',
    'Invoice',
    'PartnerFirm',
    'Pack',
    'Proposal',
  ],
  endpoints: () => ({}),
});

/**
 * The sentence a banner shows for a failed call: its message, never its code. The code stays in
 * the reply envelope and the server's log (docs/rules/screens.md, "Banners").
 */
export const failureText = (error: unknown): string =>
  (error as { message?: string } | undefined)?.message ?? 'Something went wrong';
