import { CODES } from '@georisk/contract';

/** The success envelope: `{ success: true, code, message, ...payload }`. */
export const ok = <P extends Record<string, unknown>>(message: string, payload: P = {} as P) => ({
  success: true as const,
  code: CODES.ok,
  message,
  ...payload,
});
