/**
 * How /active learns whose account to activate. We pass the user_id in router state rather than
 * the URL: it stays out of history, logs and Referer headers, and a visitor who reloads /active
 * (losing it) meets the spec's 'User Information Missing' and can log in again, which leads
 * back here through PAY032 with the id.
 */
export interface ActivationState {
  user_id: string;
}

export const activationState = (user_id: string): ActivationState => ({ user_id });

export const userIdFrom = (state: unknown): string =>
  typeof state === 'object' &&
  state !== null &&
  'user_id' in state &&
  typeof state.user_id === 'string'
    ? state.user_id
    : '';
