export const SLA_MESSAGES = { listed: 'SLA found', updated: 'SLA updated' } as const;
