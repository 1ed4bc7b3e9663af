import type { AuditEvent, AuditVerdict, BaseReply } from '@georisk/contract';
import type { z } from 'zod';
import type { auditExportSchema, auditListSchema } from '@georisk/contract/resources/audit';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from '../../api/api';

export type AuditQuery = z.input<typeof auditListSchema>;
export type AuditExportQuery = z.input<typeof auditExportSchema>;

/**
 * The audit trail (audit/list), its CSV (audit/export: the text of the file) and the chain check
 * (audit/verify, platform admins only).
 */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditList: build.query<BaseReply & { audit: AuditEvent[]; total: number }, AuditQuery>({
      query: (body) => ({ path: API_PATHS.audit.list, body }),
      // Events arrive all the time: every visit reads the trail as it is now.
      keepUnusedDataFor: 0,
    }),
    exportAudit: build.mutation<string, AuditExportQuery>({
      query: (body) => ({ path: API_PATHS.audit.export, body, file: true }),
    }),
    verifyAudit: build.mutation<BaseReply & { audit: AuditVerdict }, void>({
      query: () => ({ path: API_PATHS.audit.verify, body: {} }),
    }),
  }),
});

export const { useAuditListQuery, useExportAuditMutation, useVerifyAuditMutation } = auditApi;
