import { FILE_PATHS, type BaseReply, type FileEntity, type FileInsert } from '@georisk/contract';
import { api } from '../../api/api';

export interface FilePage {
  file: FileEntity[];
  total: number;
}

/**
 * Attachments (docs/rules/files.md): one request's files, read by the report, the conversation
 * and the findings form alike (so they live with the shared components), and the caller's files
 * page by page for /menu/file.
 */
export const attachmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    files: build.query<FilePage, { incident_id?: string; limit?: number; offset?: number }>({
      query: (body) => ({ path: FILE_PATHS.list, body }),
      providesTags: ['File'],
    }),
    attachFile: build.mutation<Omit<BaseReply, 'message'> & { file: FileEntity }, FileInsert>({
      query: (body) => ({ path: FILE_PATHS.insert, body }),
      invalidatesTags: ['File'],
    }),
    removeFile: build.mutation<BaseReply, string>({
      query: (file_id) => ({ path: FILE_PATHS.remove, body: { file_id } }),
      invalidatesTags: ['File'],
    }),
  }),
});

export const { useFilesQuery, useAttachFileMutation, useRemoveFileMutation } = attachmentsApi;

/** One request's files (at most 20, so one page holds them all). */
export const useRequestFiles = (incidentId: string) =>
  useFilesQuery({ incident_id: incidentId, limit: 100 });
