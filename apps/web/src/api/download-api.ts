import { api } from './api';
import type { DownloadedFile } from './base-query';

/**
 * Binary downloads (server-made PDF documents, attachments): any download path and its body, for
 * the report, country and trip screens and the files list alike (docs/rules/pdf.md).
 */
export const downloadApi = api.injectEndpoints({
  endpoints: (build) => ({
    download: build.mutation<DownloadedFile, { path: string; body: Record<string, unknown> }>({
      query: ({ path, body }) => ({ path, body, binary: true }),
    }),
  }),
});

export const { useDownloadMutation } = downloadApi;
